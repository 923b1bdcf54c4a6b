import { profileSchema, type ProfilePreferencesInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

export const setPreferences = (personId: number, input: ProfilePreferencesInput) =>
  apiRequest(`/persons/${personId}/preferences`, {
    method: 'POST',
    body: input,
    schema: profileSchema,
  });

export const useSetPreferences = (personId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfilePreferencesInput) => setPreferences(personId, input),
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.detail(personId), profile),
  });
};
