import { documentSchema, pageSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

/** The queue shows the oldest uploads first; more than this many waiting is told as a count. */
export const uploadsToApprovePageSize = 100;

/** GET /documentApprovals: uploads of people, companies and projects that await a decision. */
export const getUploadsToApprove = () =>
  apiRequest(`/documentApprovals?limit=${uploadsToApprovePageSize}&page=1`, {
    schema: pageSchema(documentSchema),
  });

export const uploadsToApproveQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.uploadsToApprove(),
    queryFn: getUploadsToApprove,
    staleTime: 0,
  });

export const useUploadsToApprove = () => useQuery(uploadsToApproveQueryOptions());
