import { membershipCrewSchema, type UpdateMembershipCrewInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { membershipCrewKeys } from './membership-crew-keys';

/** POST /pCrews/{id}: name, type of assignment and (planners) company. */
export const updateMembershipCrew = (id: number, input: UpdateMembershipCrewInput) =>
  apiRequest(`/pCrews/${id}`, { method: 'POST', body: input, schema: membershipCrewSchema });

export const useUpdateMembershipCrew = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMembershipCrewInput) => updateMembershipCrew(id, input),
    onSuccess: (crew) => {
      queryClient.setQueryData(membershipCrewKeys.detail(id), crew);
      return queryClient.invalidateQueries({ queryKey: membershipCrewKeys.list() });
    },
  });
};
