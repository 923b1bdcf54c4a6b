import { membershipSchema, pageSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { membershipCrewKeys } from './membership-crew-keys';

/** Members, favourites and blocked people of a crew (GET /pCrews/{id}/items). */
export const membershipsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: membershipCrewKeys.memberships(id),
    queryFn: async () =>
      (await apiRequest(`/pCrews/${id}/items`, { schema: pageSchema(membershipSchema) })).items,
    meta: { silent: true },
  });

export const useMemberships = (id: number) => useQuery(membershipsQueryOptions(id));
