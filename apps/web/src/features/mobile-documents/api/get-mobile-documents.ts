import { mobileDocumentSchema, pageSchema, type MobileDocumentKind } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { mobileDocumentKeys } from './mobile-document-keys';

/** One tab of /mobileDocuments (GET /mobileDocuments?kind=). */
export const mobileDocumentsQueryOptions = (kind: MobileDocumentKind) =>
  queryOptions({
    queryKey: mobileDocumentKeys.list(kind),
    queryFn: () =>
      apiRequest(`/mobileDocuments?kind=${kind}`, { schema: pageSchema(mobileDocumentSchema) }),
  });

export const useMobileDocuments = (kind: MobileDocumentKind) =>
  useQuery(mobileDocumentsQueryOptions(kind));
