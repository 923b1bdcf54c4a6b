import { projectPasswordStatusSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

/** Whether project guests can log in; the server never sends a stored password back. */
export const getProjectPassword = (number: string) =>
  apiRequest(`/projects/${encodeURIComponent(number)}/password`, {
    schema: projectPasswordStatusSchema,
  });

export const projectPasswordQueryOptions = (number: string) =>
  queryOptions({
    queryKey: projectKeys.password(number),
    queryFn: () => getProjectPassword(number),
  });

export const useProjectPassword = (number: string) => useQuery(projectPasswordQueryOptions(number));
