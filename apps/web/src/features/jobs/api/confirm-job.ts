import { jobConfirmationSchema, type JobDetail } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { jobKeys } from './job-keys';

export const confirmJob = (id: number) =>
  apiRequest(`/jobs/${id}/confirmation`, { method: 'POST', schema: jobConfirmationSchema });

export const useConfirmJob = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmJob(id),
    onSuccess: ({ job }) => {
      const { status, confirmedAt, canConfirm } = job;
      queryClient.setQueryData<JobDetail>(jobKeys.detail(id), (old) =>
        old ? { ...old, status, confirmedAt, canConfirm } : old,
      );
      void queryClient.invalidateQueries({ queryKey: jobKeys.lists() });
    },
    onError: (error) => {
      // The job started meanwhile: reload it so the screen says to contact planning.
      if (isApiError(error, 'JOB_ALREADY_STARTED')) {
        void queryClient.invalidateQueries({ queryKey: jobKeys.detail(id) });
      }
    },
  });
};
