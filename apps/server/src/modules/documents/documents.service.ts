import {
  isoDateOf,
  pageOf,
  pageOfList,
  personDocumentCategories,
  projectDocumentCategories,
  type DocumentDownload,
  type DocumentItem,
  type DocumentTypeItem,
  type ListQuery,
  type Page,
  type ReviewDocumentInput,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { personIdOf } from '../../lib/person-scope';
import type { RequestContext } from '../../lib/request-context';
import { readStoredFile, signedFileUrl, storeFile } from '../files';
import { findProjectInScope, resolveScope, seesInternals } from '../project-access';
import {
  canSeeDocument,
  documentFilter,
  documentReadGrants,
  documentReviewGrants,
  documentUploadGrants,
  isOthersPaper,
  recordPaperDownloads,
} from './document-access';
import { documentContentType, type DocumentUpload } from './document-upload';
import { documentsRepository, type DocumentRow } from './documents.repository';

/**
 * A document as the API answers it. The file link of a person's paper shown to someone else is
 * made for the caller, so each opening of it is logged like a download.
 */
export const toDocument = (
  ctx: Pick<RequestContext, 'storage' | 'clock' | 'tenant' | 'auth'>,
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
          url: signedFileUrl(
            ctx,
            row.fileId,
            isOthersPaper(ctx, row) ? ctx.auth.claims.sub : undefined,
          ),
        }
      : null,
  createdAt: row.createdAt.toISOString(),
});

/** GET /documentTypes. */
export const listDocumentTypes = async (
  ctx: RequestContext,
  query: ListQuery,
): Promise<Page<DocumentTypeItem>> => {
  const { tx } = ctx;
  const types = await documentsRepository.types(tx, ctx.tenant.id);
  return pageOfList(types, query);
};

const findDocument = async (tx: Executor, ctx: RequestContext, id: number) => {
  const row = await documentsRepository.byId(tx, ctx.tenant.id, id);
  // Documents the caller may not open are as unknown as missing ones.
  if (!row || !(await canSeeDocument(tx, ctx, row))) throw notFound('Document');
  return row;
};

/** GET /documents/{id}. */
export const getDocument = async (ctx: RequestContext, id: number): Promise<DocumentItem> =>
  toDocument(ctx, await findDocument(ctx.tx, ctx, id));

/** GET /documents/{id}/file: the bytes, for callers that download with their token. */
export const documentFile = async (ctx: RequestContext, id: number) => {
  const { tx } = ctx;
  const row = await findDocument(tx, ctx, id);
  if (row.fileId === null) throw notFound('File');
  await recordPaperDownloads(tx, ctx, [row]);
  return readStoredFile(tx, ctx, row.fileId);
};

/**
 * GET /projects/{number}/documents (the project's own) and /crewMembersDocuments (the crew
 * members' own papers): newest first, paged.
 */
export const listProjectDocuments = async (
  ctx: RequestContext,
  number: string,
  query: ListQuery,
  of: 'project' | 'crew',
): Promise<Page<DocumentItem>> => {
  const { tx } = ctx;
  const { project, scope } = await findProjectInScope(tx, ctx, number, documentReadGrants);
  const filter = documentFilter(ctx, scope);
  const result =
    of === 'project'
      ? await documentsRepository.ofProject(tx, ctx.tenant.id, project.id, filter, query)
      : await documentsRepository.ofCrew(
          tx,
          ctx.tenant.id,
          { projectId: project.id },
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
};

/**
 * The document type `typeId` when it suits the document's owner: project documents take
 * general and calculation types, a person's papers the person categories. 400 otherwise.
 */
const typeFor = async (
  tx: Executor,
  tenantId: number,
  typeId: number,
  owner: { projectId: number | null },
) => {
  const categories: readonly string[] =
    owner.projectId !== null ? projectDocumentCategories : personDocumentCategories;
  const type = await documentsRepository.typeById(tx, tenantId, typeId);
  if (type && categories.includes(type.category)) return type;
  const message =
    owner.projectId !== null
      ? 'Pick a document type for project documents'
      : "Pick a document type for a person's papers";
  throw new AppError('VALIDATION_FAILED', `body.typeId: ${message}`, [
    { field: 'body.typeId', message },
  ]);
};

const withoutExtension = (filename: string) => filename.replace(/\.[^.]+$/, '') || filename;

/**
 * Stores an upload as a document of its project or person, which awaits approval unless the
 * office put it there itself. The type must suit the owner (400 on body.typeId).
 */
const storeUpload = async (
  tx: Executor,
  ctx: RequestContext,
  upload: DocumentUpload,
  owner: { projectId: number } | { personId: number },
  status: 'pending' | 'approved' = 'pending',
): Promise<DocumentItem> => {
  const tenantId = ctx.tenant.id;
  const contentType = documentContentType(upload);
  const projectId = 'projectId' in owner ? owner.projectId : null;
  const type = await typeFor(tx, tenantId, upload.fields.typeId, { projectId });
  const filename = upload.filename.slice(-200) || 'document';
  const file = await storeFile(tx, ctx, { bytes: upload.bytes, filename, contentType });
  const { id } = await documentsRepository.insert(tx, {
    tenantId,
    typeId: type.id,
    name: upload.fields.name ?? withoutExtension(filename),
    ...owner,
    fileId: file.id,
    documentDate: upload.fields.documentDate ?? isoDateOf(ctx.clock.now()),
    status,
    createdByLoginId: ctx.auth.loginId,
  });
  return toDocument(ctx, (await documentsRepository.byId(tx, tenantId, id))!);
};

/** POST /projects/{number}/documents: a planner's upload. */
export const uploadProjectDocument = async (
  ctx: RequestContext,
  number: string,
  upload: DocumentUpload,
): Promise<DocumentItem> => {
  const { tx } = ctx;
  const { project } = await findProjectInScope(tx, ctx, number, documentUploadGrants);
  return storeUpload(tx, ctx, upload, { projectId: project.id });
};

/**
 * A paper the office files for a person itself (a contract to sign): approved at once, as
 * nobody reviews the office's own papers. The caller checks the person and the right.
 */
export const fileOfficePaper = (
  ctx: RequestContext,
  personId: number,
  upload: DocumentUpload,
): Promise<DocumentItem> => storeUpload(ctx.tx, ctx, upload, { personId }, 'approved');

/**
 * POST /persons/{id}/documents: a person sends one of their own papers (an ID, a certificate)
 * for the office to approve. Only for oneself: another person's id answers 404.
 */
export const uploadPersonDocument = (
  ctx: RequestContext,
  personId: number,
  upload: DocumentUpload,
): Promise<DocumentItem> => {
  if (personIdOf(ctx) !== personId) throw notFound('Person');
  return storeUpload(ctx.tx, ctx, upload, { personId });
};

/**
 * POST /documents/{id}: the office approves or rejects an upload that awaits approval,
 * correcting its name and type if need be, and the project's log says so. Clients
 * see an approved document from then on; a rejected one stays with its uploader.
 */
export const reviewDocument = async (
  ctx: RequestContext,
  id: number,
  input: ReviewDocumentInput,
): Promise<DocumentItem> => {
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  const scope = await resolveScope(tx, ctx, documentReviewGrants);
  if (!seesInternals(scope)) throw forbidden('Only the office reviews uploaded documents');
  const row = await findDocument(tx, ctx, id);
  const typeId =
    input.typeId === undefined ? undefined : (await typeFor(tx, tenantId, input.typeId, row)).id;
  const settled = await documentsRepository.review(tx, tenantId, id, {
    status: input.status,
    name: input.name,
    typeId,
  });
  if (!settled) {
    throw new AppError('DOCUMENT_NOT_PENDING', 'This document was already approved or rejected');
  }
  await documentsRepository.logReview(tx, {
    tenantId,
    document: row,
    caption: `Document "${input.name ?? row.name}" ${input.status}`,
    loginId: ctx.auth.loginId,
  });
  return toDocument(ctx, (await documentsRepository.byId(tx, tenantId, id))!);
};

/** GET /documentApprovals: the office's queue of uploads to approve or reject. */
export const listDocumentsToReview = async (
  ctx: RequestContext,
  query: ListQuery,
): Promise<Page<DocumentItem>> => {
  const { tx } = ctx;
  const scope = await resolveScope(tx, ctx, documentReviewGrants);
  if (!seesInternals(scope)) throw forbidden('Only the office reviews uploaded documents');
  const result = await documentsRepository.awaitingReview(tx, ctx.tenant.id, query);
  return pageOf(
    { items: result.items.map((row) => toDocument(ctx, row)), total: result.total },
    query,
  );
};

/** GET /persons/{id}/documentDownloads: who opened the person's papers, for the office. */
export const listDocumentDownloads = async (
  ctx: RequestContext,
  personId: number,
  query: ListQuery,
): Promise<Page<DocumentDownload>> => {
  const { tx } = ctx;
  const scope = await resolveScope(tx, ctx, documentReviewGrants);
  if (!seesInternals(scope)) throw forbidden('Only the office reads who opened papers');
  const result = await documentsRepository.downloadsOfPerson(tx, ctx.tenant.id, personId, query);
  return pageOf(
    {
      items: result.items.map((row) => ({ ...row, downloadedAt: row.downloadedAt.toISOString() })),
      total: result.total,
    },
    query,
  );
};
