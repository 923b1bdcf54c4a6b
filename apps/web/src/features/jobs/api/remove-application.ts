import { vacancyApplicationResultSchema } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { jobKeys } from './job-keys';

/** Withdraws an application from the "applied for" tab (the job id is the assignment id). */
export const removeApplication = (jobId: number) =>
  apiRequest(`/jobs/${jobId}/application`, {
    method: 'DELETE',
    schema: vacancyApplicationResultSchema,
  });

export const useRemoveApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.lists() }),
  });
};
