import { documentSigningSchema, type SignDocumentInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { documentKeys } from './document-keys';

/** Signs all open signatures of one of my signatories with one drawing. */
export const signSignatory = (signatoryId: number, input: SignDocumentInput) =>
  apiRequest(`/documentSignatories/${signatoryId}/sign`, {
    method: 'POST',
    body: input,
    schema: documentSigningSchema,
  });

export const useSignSignatory = (documentId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ signatoryId, input }: { signatoryId: number; input: SignDocumentInput }) =>
      signSignatory(signatoryId, input),
    onSuccess: (view) => queryClient.setQueryData(documentKeys.signing(documentId), view),
  });
};
