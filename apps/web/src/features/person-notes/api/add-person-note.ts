import { activitySchema, type SubjectActivityInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { personNoteKeys } from './person-note-keys';

type AddPersonNote = { personId: number; input: SubjectActivityInput };

/** POST /persons/{id}/activities: a note or a to-do about the person. */
export const addPersonNote = ({ personId, input }: AddPersonNote) =>
  apiRequest(`/persons/${personId}/activities`, {
    method: 'POST',
    body: input,
    schema: activitySchema,
  });

export const useAddPersonNote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPersonNote,
    onSuccess: (_, { personId }) =>
      queryClient.invalidateQueries({ queryKey: personNoteKeys.list(personId) }),
  });
};
