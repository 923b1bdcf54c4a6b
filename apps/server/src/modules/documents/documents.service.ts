import {
  isoDateOf,
  projectDocumentCategories,
  type DocumentItem,
  type DocumentTypeItem,
  type ListQuery,
  type Page,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { withTenant } from '../../db/tenant-scope';
import { AppError, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { readStoredFile, signedFileUrl, storeFile } from '../files/files.service';
import { findProjectInScope } from '../projects/project-lookup';
import type { PlanningContext } from '../projects/project-scope';
import {
  canSeeDocument,
  documentFilter,
  documentReadGrants,
  documentUploadGrants,
} from './document-access';
import { documentContentType, type DocumentUpload } from './document-upload';
import { documentsRepository, type DocumentRow } from './documents.repository';

export const toDocument = (
  ctx: Pick<RequestContext, 'storage' | 'clock' | 'tenant'>,
  row: DocumentRow,
): DocumentItem => ({
  id: row.id,
  name: row.name,
  typeId: row.typeId,
  typeName: row.typeName,
  category: row.category,
  projectId: row.projectId,
  projectNumber: row.projectNumber,
  personId: row.personId,
  personName: row.personName,
  companyId: row.companyId,
  documentDate: row.documentDate,
  status: row.status,
  file:
    row.fileId !== null && row.filename !== null
      ? {
          filename: row.filename,
          contentType: row.contentType ?? 'application/octet-stream',
          size: row.size ?? 0,
          url: signedFileUrl(ctx, row.fileId),
        }
      : null,
  createdAt: row.createdAt.toISOString(),
});

/** GET /documentTypes. */
export const listDocumentTypes = (
  ctx: RequestContext,
  query: ListQuery,
): Promise<Page<DocumentTypeItem>> =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const types = await documentsRepository.types(tx, ctx.tenant.id);
    const start = (query.page - 1) * query.limit;
    return {
      items: types.slice(start, start + query.limit),
      total: types.length,
      page: query.page,
      limit: query.limit,
    };
  });

const findDocument = async (tx: Executor, ctx: PlanningContext, id: number) => {
  const row = await documentsRepository.byId(tx, ctx.tenant.id, id);
  // Documents the caller may not open are as unknown as missing ones.
  if (!row || !(await canSeeDocument(tx, ctx, row))) throw notFound('Document');
  return row;
};

/** GET /documents/{id}. */
export const getDocument = (ctx: PlanningContext, id: number): Promise<DocumentItem> =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => toDocument(ctx, await findDocument(tx, ctx, id)));

/** GET /documents/{id}/file: the bytes, for callers that download with their token. */
export const documentFile = (ctx: PlanningContext, id: number) =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const row = await findDocument(tx, ctx, id);
    if (row.fileId === null) throw notFound('File');
    return readStoredFile(tx, ctx, row.fileId);
  });

/**
 * GET /projects/{number}/documents (the project's own) and /crewMembersDocuments (the crew
 * members' own papers): newest first, paged.
 */
export const listProjectDocuments = (
  ctx: PlanningContext,
  number: string,
  query: ListQuery,
  of: 'project' | 'crew',
): Promise<Page<DocumentItem>> =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const { project, scope } = await findProjectInScope(tx, ctx, number, documentReadGrants);
    const filter = documentFilter(ctx, scope);
    const result =
      of === 'project'
        ? await documentsRepository.ofProject(tx, ctx.tenant.id, project.id, filter, query)
        : await documentsRepository.ofProjectCrew(
            tx,
            ctx.tenant.id,
            project.id,
            'crew_member',
            filter,
            query,
          );
    return {
      items: result.items.map((row) => toDocument(ctx, row)),
      total: result.total,
      page: query.page,
      limit: query.limit,
    };
  });

const withoutExtension = (filename: string) => filename.replace(/\.[^.]+$/, '') || filename;

/** POST /projects/{number}/documents: a planner's upload, which awaits approval (SPEC 4). */
export const uploadProjectDocument = (
  ctx: PlanningContext,
  number: string,
  upload: DocumentUpload,
): Promise<DocumentItem> => {
  const contentType = documentContentType(upload);
  return withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const tenantId = ctx.tenant.id;
    const { project } = await findProjectInScope(tx, ctx, number, documentUploadGrants);
    const type = await documentsRepository.typeById(tx, tenantId, upload.fields.typeId);
    if (!type || !(projectDocumentCategories as readonly string[]).includes(type.category)) {
      const message = 'Pick a document type for project documents';
      throw new AppError('VALIDATION_FAILED', `body.typeId: ${message}`, [
        { field: 'body.typeId', message },
      ]);
    }
    const filename = upload.filename.slice(-200) || 'document';
    const file = await storeFile(tx, ctx, { bytes: upload.bytes, filename, contentType });
    const { id } = await documentsRepository.insert(tx, {
      tenantId,
      typeId: type.id,
      name: upload.fields.name ?? withoutExtension(filename),
      projectId: project.id,
      fileId: file.id,
      documentDate: upload.fields.documentDate ?? isoDateOf(ctx.clock.now()),
      status: 'pending',
      createdByLoginId: ctx.auth.loginId,
    });
    return toDocument(ctx, (await documentsRepository.byId(tx, tenantId, id))!);
  });
};
