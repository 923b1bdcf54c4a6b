import {
  documentTypeSchema,
  pageSchema,
  personDocumentCategories,
  signingApplies,
} from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contractKeys } from './contract-keys';

const personal: readonly string[] = personDocumentCategories;

/** GET /documentTypes, narrowed to a person's paper types that are signed: a contract's kinds. */
export const getSignedDocumentTypes = async () =>
  (
    await apiRequest('/documentTypes?limit=1000&page=1', {
      schema: pageSchema(documentTypeSchema),
    })
  ).items.filter(
    (type) =>
      personal.includes(type.category) &&
      signingApplies({
        typeAllowsSignatories: type.allowsSignatories,
        typeParameters: type.parameters,
        parameters: null,
        signatories: [],
      }),
  );

export const signedDocumentTypesQueryOptions = () =>
  queryOptions({
    queryKey: contractKeys.signedDocumentTypes(),
    queryFn: getSignedDocumentTypes,
    // Types change in the back office, rarely.
    staleTime: 10 * 60_000,
  });

export const useSignedDocumentTypes = () => useQuery(signedDocumentTypesQueryOptions());
