import { documentSchema } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { homeKeys } from './get-home';

export type UploadOwnDocumentInput = { typeId: number; file: File };

/** Multipart: the type goes before the file, which the server reads last. */
export const uploadOwnDocument = (personId: number, input: UploadOwnDocumentInput) => {
  const body = new FormData();
  body.append('typeId', String(input.typeId));
  body.append('file', input.file, input.file.name);
  return apiRequest(`/persons/${personId}/documents`, {
    method: 'POST',
    body,
    schema: documentSchema,
  });
};

export const useUploadOwnDocument = (personId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadOwnDocumentInput) => uploadOwnDocument(personId, input),
    // The dialog shows the error next to the form.
    meta: { silent: true },
    // The uploaded paper now awaits the office: it leaves the home block.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homeKeys.all }),
  });
};
