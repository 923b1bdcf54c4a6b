import { documentSchema } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

export type UploadDocumentInput = {
  file: File;
  typeId: number;
  name?: string;
  documentDate?: string;
};

/** Multipart: the fields go before the file, which the server reads last. */
export const uploadProjectDocument = (number: string, input: UploadDocumentInput) => {
  const body = new FormData();
  body.append('typeId', String(input.typeId));
  if (input.name) body.append('name', input.name);
  if (input.documentDate) body.append('documentDate', input.documentDate);
  body.append('file', input.file, input.file.name);
  return apiRequest(`/projects/${encodeURIComponent(number)}/documents`, {
    method: 'POST',
    body,
    schema: documentSchema,
  });
};

export const useUploadProjectDocument = (number: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadDocumentInput) => uploadProjectDocument(number, input),
    // The dialog shows the error next to the form.
    meta: { silent: true },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: projectKeys.attachments(number, 'documents') }),
  });
};
