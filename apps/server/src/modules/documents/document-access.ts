import type { RequestContext } from '../../lib/request-context';
import { hasRight, type Resource, type RightName } from '@crewhub/shared';
import type { Executor } from '../../db/client';
import {
  projectIdInScope,
  resolveScope,
  seesInternals,
  type ProjectScope,
} from '../project-access';
import { documentsRepository, type DocumentFilter, type DocumentRow } from './documents.repository';

export const documentReadGrants: [Resource, RightName][] = [['projectAttachments', 'READ']];
export const documentUploadGrants: [Resource, RightName][] = [['projectAttachments', 'CREATE']];
/** Approving and rejecting uploads; only with the ALL scope (the office reviews everything). */
export const documentReviewGrants: [Resource, RightName][] = [['projectAttachments', 'EDIT']];

/** Clients and guests: they see only documents of types shared with clients. */
const isClientFacing = (ctx: RequestContext): boolean => ctx.auth.personId === null;

/** Planners (ALL) see every document; others approved ones and their own uploads. */
export const documentFilter = (ctx: RequestContext, scope: ProjectScope): DocumentFilter => ({
  internal: seesInternals(scope),
  loginId: ctx.auth.loginId,
  clientFacing: isClientFacing(ctx),
});

/** Only approved papers the caller may pass on, for archives that leave the app. */
export const archiveFilter = (ctx: RequestContext): DocumentFilter => ({
  internal: false,
  loginId: null,
  clientFacing: isClientFacing(ctx),
});

/** A person's paper that is not the caller's own: each opening of it is logged. */
export const isOthersPaper = (
  ctx: Pick<RequestContext, 'auth'>,
  row: Pick<DocumentRow, 'personId'>,
): boolean => row.personId !== null && row.personId !== ctx.auth.personId;

/**
 * Logs who opened which paper of another person, and when; the office reads the log. Project
 * and company documents, and one's own papers, are not logged.
 */
export const recordPaperDownloads = (
  tx: Executor,
  ctx: RequestContext,
  rows: Pick<DocumentRow, 'id' | 'personId'>[],
) =>
  documentsRepository.recordDownloads(
    tx,
    ctx.tenant.id,
    rows.flatMap((row) =>
      isOthersPaper(ctx, row) ? [{ id: row.id, personId: row.personId! }] : [],
    ),
    ctx.auth.claims.sub,
    ctx.clock.now(),
  );

/**
 * Whether the caller may open one document: their own papers, or what their project
 * attachments scope reaches: the project's documents, papers of people working on their
 * projects, their company's documents. A rejected upload stays with its uploader only. The
 * list filters in SQL say the same.
 */
export const canSeeDocument = async (
  tx: Executor,
  ctx: RequestContext,
  row: DocumentRow,
): Promise<boolean> => {
  if (row.personId !== null && row.personId === ctx.auth.personId) return true;
  if (!hasRight(ctx.rights, 'projectAttachments', 'READ')) return false;
  const scope = await resolveScope(tx, ctx, documentReadGrants);
  const filter = documentFilter(ctx, scope);
  const ownUpload = row.createdByLoginId !== null && row.createdByLoginId === filter.loginId;
  if (row.status === 'rejected' && !ownUpload) return false;
  if (filter.internal) return true;
  if (filter.clientFacing && !row.sharedWithClients) return false;
  if ((row.status !== 'approved' && !ownUpload) || row.category === 'calculation') return false;
  const tenantId = ctx.tenant.id;
  if (row.projectNumber !== null) {
    return (await projectIdInScope(tx, tenantId, row.projectNumber, scope)) !== null;
  }
  if (row.personId !== null) {
    return documentsRepository.personWorksInScope(tx, tenantId, row.personId, scope);
  }
  return scope.kind === 'company' && row.companyId === scope.companyId;
};
