import { documentTypeSchema, pageSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

/** GET /documentTypes (limit 1000, page 1). */
export const getDocumentTypes = async () =>
  (await apiRequest('/documentTypes?limit=1000&page=1', { schema: pageSchema(documentTypeSchema) }))
    .items;

export const documentTypesQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.documentTypes(),
    queryFn: getDocumentTypes,
    // Types change in the back office, rarely.
    staleTime: 10 * 60_000,
  });

export const useDocumentTypes = () => useQuery(documentTypesQueryOptions());
