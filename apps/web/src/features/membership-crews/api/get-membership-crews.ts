import { membershipCrewSchema, pageSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { membershipCrewKeys } from './membership-crew-keys';

export const membershipCrewsQueryOptions = () =>
  queryOptions({
    queryKey: membershipCrewKeys.list(),
    queryFn: async () =>
      (await apiRequest('/pCrews', { schema: pageSchema(membershipCrewSchema) })).items,
    meta: { silent: true },
  });

export const useMembershipCrews = () => useQuery(membershipCrewsQueryOptions());
