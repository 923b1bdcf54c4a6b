import { staffContractDocumentSchema } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contractKeys } from './contract-keys';

export type SendContractDocumentInput = { typeId: number; name: string; file: File };

/** Multipart: the fields go before the file, which the server reads last. */
export const sendContractDocument = (id: number, input: SendContractDocumentInput) => {
  const body = new FormData();
  body.append('typeId', String(input.typeId));
  body.append('name', input.name);
  body.append('file', input.file, input.file.name);
  return apiRequest(`/staffContracts/${id}/documents`, {
    method: 'POST',
    body,
    schema: staffContractDocumentSchema,
  });
};

/** POST /staffContracts/{id}/documents: the contract goes to the person to sign. */
export const useSendContractDocument = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendContractDocumentInput) => sendContractDocument(id, input),
    // The dialog shows the error next to the form.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.documents(id) }),
  });
};
