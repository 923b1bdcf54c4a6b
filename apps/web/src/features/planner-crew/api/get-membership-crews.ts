import { membershipCrewSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { plannerCrewKeys } from './get-crew-calendar';

/** Membership crews to filter people by (GET /pCrews). */
export const membershipCrewsFilterQueryOptions = () =>
  queryOptions({
    queryKey: plannerCrewKeys.membershipCrews(),
    queryFn: () => apiRequest('/pCrews', { schema: z.array(membershipCrewSchema) }),
    staleTime: 5 * 60_000,
  });

export const useMembershipCrewOptions = () => useQuery(membershipCrewsFilterQueryOptions());
