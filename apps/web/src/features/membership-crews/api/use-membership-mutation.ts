import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membershipCrewKeys } from './membership-crew-keys';

/** Adding, changing or removing a person moves the crew's people and its counts. */
export const useMembershipMutation = <TInput, TResult>(
  crewId: number,
  mutationFn: (input: TInput) => Promise<TResult>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: membershipCrewKeys.detail(crewId) }),
        queryClient.invalidateQueries({ queryKey: membershipCrewKeys.list() }),
      ]),
  });
};
