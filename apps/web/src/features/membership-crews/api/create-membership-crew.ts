import { membershipCrewSchema, type MembershipCrewInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { membershipCrewKeys } from './membership-crew-keys';

export const createMembershipCrew = (input: MembershipCrewInput) =>
  apiRequest('/pCrews', { method: 'POST', body: input, schema: membershipCrewSchema });

export const useCreateMembershipCrew = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMembershipCrew,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipCrewKeys.list() }),
  });
};
