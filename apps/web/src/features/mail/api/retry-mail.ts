import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { mailKeys } from './mail-keys';

export const retryMail = (jobId: number) =>
  apiRequest<void>(`/outboxJobs/${jobId}/retry`, { method: 'POST' });

export const useRetryMail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailKeys.undelivered() }),
  });
};
