import { profileSchema, type PersonalDataInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

/** Each changed field becomes a change request the office approves or rejects. */
export const requestPersonalDataChange = (personId: number, input: PersonalDataInput) =>
  apiRequest(`/persons/${personId}/personalData`, {
    method: 'POST',
    body: input,
    schema: profileSchema,
  });

export const useRequestPersonalDataChange = (personId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PersonalDataInput) => requestPersonalDataChange(personId, input),
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.detail(personId), profile),
  });
};
