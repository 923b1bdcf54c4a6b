import { plusCrewValueSchema, type UpdatePlusCrewValueInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { plusCrewKeys } from './plus-crew-keys';

/** POST /plusCrewValues/{id}: tracked, and the bonus rule or default target. */
export const updatePlusCrewValue = (id: number, input: UpdatePlusCrewValueInput) =>
  apiRequest(`/plusCrewValues/${id}`, { method: 'POST', body: input, schema: plusCrewValueSchema });

export const useUpdatePlusCrewValues = (plusCrewId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: { id: number; input: UpdatePlusCrewValueInput }[]) =>
      Promise.all(changes.map(({ id, input }) => updatePlusCrewValue(id, input))),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: plusCrewKeys.values(plusCrewId) }),
        queryClient.invalidateQueries({ queryKey: plusCrewKeys.all }),
      ]),
  });
};
