import { trainingSchema, type CompleteTrainingInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { trainingKeys } from './training-keys';

export const completeTraining = ({ id, ...input }: CompleteTrainingInput & { id: number }) =>
  apiRequest(`/trainings/${id}`, { method: 'POST', body: input, schema: trainingSchema });

export const useCompleteTraining = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeTraining,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
  });
};
