import { formPerformSchema, type SaveFormAnswersInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { formKeys } from './form-keys';

/** Saves answers as the person goes; with `submit` the form is handed in. */
export const saveFormAnswers = (id: number, input: SaveFormAnswersInput) =>
  apiRequest(`/formResults/perform/${id}`, {
    method: 'POST',
    body: input,
    schema: formPerformSchema,
  });

export const useSaveFormAnswers = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveFormAnswersInput) => saveFormAnswers(id, input),
    onSuccess: (perform) => queryClient.setQueryData(formKeys.perform(id), perform),
    // Handed in meanwhile (another tab, a double tap): load it again so the submitted view shows.
    onError: async (error) => {
      if (isApiError(error, 'FORM_ALREADY_SUBMITTED')) {
        await queryClient.invalidateQueries({ queryKey: formKeys.perform(id) });
      }
    },
  });
};
