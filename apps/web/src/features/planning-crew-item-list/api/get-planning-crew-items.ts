import { contactSchema, pageSchema, plannerPlanningItemSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const crewItemListKeys = {
  all: ['planning-crew-item-list'] as const,
  contacts: () => [...crewItemListKeys.all, 'contacts'] as const,
  items: (contactId: number) => [...crewItemListKeys.all, 'items', contactId] as const,
};

/** The client's company contacts: the login knows its contact number, the call needs the id. */
export const companyContactsQueryOptions = () =>
  queryOptions({
    queryKey: crewItemListKeys.contacts(),
    queryFn: async () =>
      (await apiRequest('/contacts', { schema: pageSchema(contactSchema) })).items,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

/** Positions on the contact's projects from one month back to a year ahead. */
export const planningCrewItemsQueryOptions = (contactId: number) =>
  queryOptions({
    queryKey: crewItemListKeys.items(contactId),
    queryFn: async () =>
      (
        await apiRequest(`/contacts/${contactId}/plannerPlanningItems`, {
          schema: pageSchema(plannerPlanningItemSchema),
        })
      ).items,
    meta: { silent: true },
  });

export const useCompanyContacts = () => useQuery(companyContactsQueryOptions());

export const usePlanningCrewItems = (contactId: number | null) =>
  useQuery({ ...planningCrewItemsQueryOptions(contactId ?? 0), enabled: contactId !== null });
