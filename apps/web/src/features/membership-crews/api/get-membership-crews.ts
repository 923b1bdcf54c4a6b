import { membershipCrewSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { membershipCrewKeys } from './membership-crew-keys';

export const membershipCrewsQueryOptions = () =>
  queryOptions({
    queryKey: membershipCrewKeys.list(),
    queryFn: () => apiRequest('/pCrews', { schema: z.array(membershipCrewSchema) }),
    meta: { silent: true },
  });

export const useMembershipCrews = () => useQuery(membershipCrewsQueryOptions());
