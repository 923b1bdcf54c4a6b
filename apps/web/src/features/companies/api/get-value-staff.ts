import { pageSchema, valueStaffItemSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyKeys } from './company-keys';

/** The best rated first; a short list is what a planner asks for again. */
export const valueStaffLimit = 10;

/** GET /contacts/{id}/valueStaff: the crew the contact rated, best average first. */
export const valueStaffQueryOptions = (contactId: number) =>
  queryOptions({
    queryKey: companyKeys.valueStaff(contactId),
    queryFn: () =>
      apiRequest(`/contacts/${contactId}/valueStaff?limit=${valueStaffLimit}`, {
        schema: pageSchema(valueStaffItemSchema),
      }),
  });

export const useValueStaff = (contactId: number, enabled = true) =>
  useQuery({ ...valueStaffQueryOptions(contactId), enabled });
