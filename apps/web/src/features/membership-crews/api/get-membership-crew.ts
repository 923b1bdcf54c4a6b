import { membershipCrewSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { membershipCrewKeys } from './membership-crew-keys';

export const membershipCrewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: membershipCrewKeys.detail(id),
    queryFn: () => apiRequest(`/pCrews/${id}`, { schema: membershipCrewSchema }),
    meta: { silent: true },
  });

export const useMembershipCrew = (id: number) => useQuery(membershipCrewQueryOptions(id));
