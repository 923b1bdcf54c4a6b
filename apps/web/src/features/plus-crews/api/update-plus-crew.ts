import { plusCrewSchema, type UpdatePlusCrewInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { plusCrewKeys } from './plus-crew-keys';

export const updatePlusCrew = (number: string, input: UpdatePlusCrewInput) =>
  apiRequest(`/plusCrews/${encodeURIComponent(number)}`, {
    method: 'POST',
    body: input,
    schema: plusCrewSchema,
  });

export const useUpdatePlusCrew = (number: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePlusCrewInput) => updatePlusCrew(number, input),
    onSuccess: (crew) => {
      queryClient.setQueryData(plusCrewKeys.detail(number), crew);
      return queryClient.invalidateQueries({ queryKey: plusCrewKeys.list() });
    },
  });
};
