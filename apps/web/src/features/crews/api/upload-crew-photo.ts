import { crewPhotoSchema } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { crewKeys } from './crew-keys';

/** Multipart upload in the field "file"; the photo then waits for approval. */
export const uploadCrewPhoto = (crewId: number, file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest(`/projectCrews/${crewId}/photos`, {
    method: 'POST',
    body,
    schema: crewPhotoSchema,
  });
};

export const useUploadCrewPhoto = (crewId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadCrewPhoto(crewId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crewKeys.photos(crewId) }),
  });
};
