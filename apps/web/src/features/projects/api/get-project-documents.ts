import { documentSchema, pageSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

/** The project's own documents, or its crew members' own papers (IDs, certificates). */
export type ProjectDocumentsOf = 'documents' | 'crewMembersDocuments';

const documentPageSchema = pageSchema(documentSchema);

/** GET /projects/{number}/documents or /crewMembersDocuments: newest first, limit 1000. */
export const getProjectDocuments = (number: string, of: ProjectDocumentsOf) =>
  apiRequest(`/projects/${encodeURIComponent(number)}/${of}?limit=1000&page=1`, {
    schema: documentPageSchema,
  });

export const projectDocumentsQueryOptions = (number: string, of: ProjectDocumentsOf) =>
  queryOptions({
    queryKey: projectKeys.attachments(number, of),
    queryFn: () => getProjectDocuments(number, of),
    // The section shows its own error with a retry; no toast on top of it.
    meta: { silent: true },
  });

export const useProjectDocuments = (number: string, of: ProjectDocumentsOf) =>
  useQuery(projectDocumentsQueryOptions(number, of));
