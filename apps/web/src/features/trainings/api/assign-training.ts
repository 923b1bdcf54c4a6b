import { trainingSchema, type AssignTrainingInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { trainingKeys } from './training-keys';

export const assignTraining = (input: AssignTrainingInput) =>
  apiRequest('/trainings', { method: 'POST', body: input, schema: trainingSchema });

export const useAssignTraining = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignTraining,
    // The dialog shows a refused assignment next to its fields.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
  });
};
