import type { QueryClient } from '@tanstack/react-query';
import { profileApprovalsQueryOptions } from '@/features/profile/api/get-profile-approvals';
import { ProfileApprovalsPage } from '@/features/profile/components/approvals/profile-approvals-page';

export const Component = ProfileApprovalsPage;

export const prefetch = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(profileApprovalsQueryOptions());
