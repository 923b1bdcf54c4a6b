import { messageSchema, type SavePlusCrewDaysInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { plusCrewKeys } from './plus-crew-keys';

/** POST /plusCrews/{number}/days: the grid's changed days. */
export const savePlusCrewDays = (number: string, input: SavePlusCrewDaysInput) =>
  apiRequest(`/plusCrews/${encodeURIComponent(number)}/days`, {
    method: 'POST',
    body: input,
    schema: messageSchema,
  });

export const useSavePlusCrewDays = (number: string, plusCrewId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavePlusCrewDaysInput) => savePlusCrewDays(number, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plusCrewKeys.datasOf(plusCrewId) }),
  });
};
