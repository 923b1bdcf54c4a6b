import { plusCrewSchema, type CreatePlusCrewInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { plusCrewKeys } from './plus-crew-keys';

export const createPlusCrew = (input: CreatePlusCrewInput) =>
  apiRequest('/plusCrews', { method: 'POST', body: input, schema: plusCrewSchema });

export const useCreatePlusCrew = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlusCrew,
    // The dialog shows a refused plus crew next to its fields.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plusCrewKeys.all }),
  });
};
