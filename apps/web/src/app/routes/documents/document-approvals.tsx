import type { QueryClient } from '@tanstack/react-query';
import { uploadsToApproveQueryOptions } from '@/features/projects/api/get-uploads-to-approve';
import { UploadsToApprovePage } from '@/features/projects/components/uploads/uploads-to-approve-page';

export const Component = UploadsToApprovePage;

export const prefetch = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(uploadsToApproveQueryOptions());
