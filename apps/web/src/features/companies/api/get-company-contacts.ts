import { contactSchema, pageSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyKeys } from './company-keys';

/** A client has a handful of contacts; one page of this size holds them all. */
const contactLimit = 100;

/** GET /contacts?companyId: the people at the client, by name. */
export const companyContactsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: companyKeys.contacts(companyId),
    queryFn: () =>
      apiRequest(`/contacts?companyId=${companyId}&limit=${contactLimit}`, {
        schema: pageSchema(contactSchema),
      }),
  });

export const useCompanyContacts = (companyId: number) =>
  useQuery(companyContactsQueryOptions(companyId));
