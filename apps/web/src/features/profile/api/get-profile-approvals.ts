import { profileApprovalsSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

export const getProfileApprovals = () =>
  apiRequest('/profileApprovals', { schema: profileApprovalsSchema });

export const profileApprovalsQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.approvals(),
    queryFn: getProfileApprovals,
    staleTime: 0,
    meta: { silent: true },
  });

export const useProfileApprovals = () => useQuery(profileApprovalsQueryOptions());
