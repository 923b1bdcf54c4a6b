import type { QueryClient } from '@tanstack/react-query';
import { membershipCrewsQueryOptions } from '@/features/membership-crews/api/get-membership-crews';
import { MembershipCrewsPage } from '@/features/membership-crews/components/membership-crews-page';
import { useRight } from '@/lib/use-right';

export const Component = () => (
  <MembershipCrewsPage
    canCreate={useRight('membershipCrews', 'CREATE')}
    canPickCompany={useRight('membershipCrews', 'CREATE', 'ALL')}
  />
);

export const prefetch = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(membershipCrewsQueryOptions());
