import { contactSchema, pageSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

/** Client contacts (a client sees their own company's); also the source of the companies. */
export const getContacts = () => apiRequest('/contacts', { schema: pageSchema(contactSchema) });

export const contactsQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.contacts(),
    queryFn: async () => (await getContacts()).items,
    staleTime: 5 * 60_000,
  });

export const useContacts = () => useQuery(contactsQueryOptions());
