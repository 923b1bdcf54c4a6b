import { profileAccessSchema, type ProfileAccessInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

/** Opens or closes my public profile (/public/crew-profile/{personId}); only for myself. */
export const setProfileAccess = (personId: number, input: ProfileAccessInput) =>
  apiRequest(`/persons/${personId}/profileAccess`, {
    method: 'POST',
    body: input,
    schema: profileAccessSchema,
  });

export const useSetProfileAccess = (personId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileAccessInput) => setProfileAccess(personId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.detail(personId) }),
  });
};
