import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { projectKeys } from './project-keys';

/**
 * GET /projects/{number}/documents and /invoices (SPEC 7). No shared contract exists for them
 * yet, so only the fields the lists show are read, leniently.
 */
export const attachmentSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  number: z.string().nullish(),
  name: z.string().nullish(),
  title: z.string().nullish(),
  type: z.string().nullish(),
  status: z.string().nullish(),
  date: z.string().nullish(),
  total: z.number().nullish(),
  fileId: z.number().nullish(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

const listSchema = z
  .union([z.array(attachmentSchema), z.object({ items: z.array(attachmentSchema) })])
  .transform((value) => (Array.isArray(value) ? value : value.items));

export type AttachmentKind = 'documents' | 'invoices';

export const getProjectAttachments = async (number: string, kind: AttachmentKind) => {
  try {
    return await apiRequest(`/projects/${encodeURIComponent(number)}/${kind}`, {
      schema: listSchema,
    });
  } catch (error) {
    // The project itself was found (this page checks it first): a 404 here means it has none.
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
};

export const projectAttachmentsQueryOptions = (number: string, kind: AttachmentKind) =>
  queryOptions({
    queryKey: projectKeys.attachments(number, kind),
    queryFn: () => getProjectAttachments(number, kind),
    meta: { silent: true },
  });

export const useProjectAttachments = (number: string, kind: AttachmentKind) =>
  useQuery(projectAttachmentsQueryOptions(number, kind));
