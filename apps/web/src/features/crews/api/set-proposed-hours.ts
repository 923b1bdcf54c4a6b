import { crewPageSchema, type SetProposedHoursInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { crewKeys } from './crew-keys';

/** The crew chief's sign-off: proposed paid and charged hours per member. */
export const setProposedHours = (crewId: number, input: SetProposedHoursInput) =>
  apiRequest(`/projectCrews/${crewId}/setProposedPaidChargedHours`, {
    method: 'POST',
    body: input,
    schema: crewPageSchema,
  });

export const useSetProposedHours = (crewId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetProposedHoursInput) => setProposedHours(crewId, input),
    onSuccess: (page) => {
      queryClient.setQueryData(crewKeys.page(crewId), page);
      void queryClient.invalidateQueries({ queryKey: crewKeys.deliveryNotePdf(crewId) });
    },
  });
};
