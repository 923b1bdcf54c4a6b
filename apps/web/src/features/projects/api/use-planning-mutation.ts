import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from './project-keys';

/**
 * A change to a project's crews, positions or people: afterwards its crews, positions and
 * bookings are fetched again, since one change moves counts and colours in all three.
 */
export const usePlanningMutation = <TInput, TResult>(
  number: string,
  mutationFn: (input: TInput) => Promise<TResult>,
  meta?: { silent?: boolean },
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.planning(number) }),
  });
};
