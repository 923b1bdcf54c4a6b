import { profilePictureSchema, type PictureCrop } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

export type PictureUpload = { file: File; crop: PictureCrop };

/** Multipart: the crop fields first (the server reads them before the file), then "file". */
export const uploadProfilePicture = (personId: number, { file, crop }: PictureUpload) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(crop)) body.append(name, String(value));
  body.append('file', file, file.name);
  return apiRequest(`/persons/${personId}/profilePictures`, {
    method: 'POST',
    body,
    schema: profilePictureSchema,
  });
};

export const useUploadProfilePicture = (personId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: PictureUpload) => uploadProfilePicture(personId, upload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.detail(personId) }),
  });
};
