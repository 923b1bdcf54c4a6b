import { documentSigningSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { documentKeys } from './document-keys';

/** The document with its signatories and what the caller may do (sign, or only look). */
export const getDocumentSigning = (id: number) =>
  apiRequest(`/documents/${id}/signing`, { schema: documentSigningSchema });

export const documentSigningQueryOptions = (id: number) =>
  queryOptions({
    queryKey: documentKeys.signing(id),
    queryFn: () => getDocumentSigning(id),
    // Another signatory may have signed since: always ask again when the page opens.
    staleTime: 0,
    meta: { silent: true },
  });

export const useDocumentSigning = (id: number) => useQuery(documentSigningQueryOptions(id));
