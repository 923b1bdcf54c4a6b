import { messageResponseSchema } from '@crewhub/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The office sends a person the welcome mail with a link to choose their first password. */
export const invitePerson = (personId: number) =>
  apiRequest(`/persons/${personId}/invitation`, {
    method: 'POST',
    schema: messageResponseSchema,
  });

export const useInvitePerson = () => useMutation({ mutationFn: invitePerson });
