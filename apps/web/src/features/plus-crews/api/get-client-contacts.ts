import { contactSchema, pageSchema } from '@crewhub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';
import { plusCrewKeys } from './plus-crew-keys';

/** Client contacts by name or company, for the plus crew's client contact (contacts READ). */
export const searchClientContacts = async (q: string) =>
  (
    await apiRequest(`/contacts${queryString({ q, limit: 20 })}`, {
      schema: pageSchema(contactSchema),
    })
  ).items;

export const clientContactsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: plusCrewKeys.contacts(q),
    queryFn: () => searchClientContacts(q),
    staleTime: 60_000,
  });

export const useClientContacts = (q: string, enabled: boolean) =>
  useQuery({ ...clientContactsQueryOptions(q), enabled, placeholderData: keepPreviousData });
