import { projectPasswordSchema, type SetProjectPasswordInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

/** Sets the chosen guest password, or generates one when none is given. */
export const setProjectPassword = (number: string, input: SetProjectPasswordInput) =>
  apiRequest(`/projects/${encodeURIComponent(number)}/password`, {
    method: 'POST',
    body: input,
    schema: projectPasswordSchema,
  });

export const useSetProjectPassword = (number: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetProjectPasswordInput) => setProjectPassword(number, input),
    // The dialog marks a refused password on its field.
    meta: { silent: true },
    onSuccess: ({ password: _password, ...status }) =>
      queryClient.setQueryData(projectKeys.password(number), status),
  });
};
