import { formPerformSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { formKeys } from './form-keys';

/** One of my forms with its questions, my answers so far and my progress. */
export const getFormPerform = (id: number) =>
  apiRequest(`/forms/perform/${id}`, { schema: formPerformSchema });

export const formPerformQueryOptions = (id: number) =>
  queryOptions({
    queryKey: formKeys.perform(id),
    queryFn: () => getFormPerform(id),
    meta: { silent: true },
  });

export const useFormPerform = (id: number) => useQuery(formPerformQueryOptions(id));
