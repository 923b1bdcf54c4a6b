import { liveLocationResultSchema, type LiveLocationInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { crewKeys } from './crew-keys';

/** Check-in, check-out or a position ping; the server applies the time windows. */
export const recordLiveLocation = (crewId: number, input: LiveLocationInput) =>
  apiRequest(`/projectCrews/${crewId}/liveLocations`, {
    method: 'POST',
    body: input,
    schema: liveLocationResultSchema,
  });

export const useRecordLiveLocation = (crewId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LiveLocationInput) => recordLiveLocation(crewId, input),
    // The screen explains window refusals in place.
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: crewKeys.page(crewId) }),
  });
};
