import { membershipCrewSchema, pageSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { plannerCrewKeys } from './get-crew-calendar';

/** Membership crews to filter people by (GET /pCrews). */
export const membershipCrewsFilterQueryOptions = () =>
  queryOptions({
    queryKey: plannerCrewKeys.membershipCrews(),
    queryFn: async () =>
      (await apiRequest('/pCrews', { schema: pageSchema(membershipCrewSchema) })).items,
    staleTime: 5 * 60_000,
  });

export const useMembershipCrewOptions = () => useQuery(membershipCrewsFilterQueryOptions());
