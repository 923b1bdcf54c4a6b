import type { RequestContext } from '../../lib/request-context';
import {
  securityCheckFormIds,
  type OpenSecurityCheckInput,
  type SecurityCheck,
  type SignSecurityCheckInput,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { renderDocumentPdf } from '../../lib/pdf/document-pdf';
import { decodeSignaturePng } from '../../lib/pdf/signature-image';
import { readStoredFile, signedFileUrl } from '../files';
import {
  crewNonGuestRoles,
  loadChiefAccess,
  loadCrewAccessAs,
  type CrewAccess,
} from './crew-access';
import {
  documentContext,
  mailSignedCopy,
  pdfFile,
  signerTimeZone,
  storeSignedPdf,
} from './crew-document-context';
import { securityCheckDocument, signatureLines } from './crew-documents';
import { crewExtrasRepository, type SecurityCheckRow } from './crew-extras.repository';

const toSecurityCheck = (ctx: RequestContext, row: SecurityCheckRow): SecurityCheck => ({
  id: row.id,
  projectCrewId: row.projectCrewId,
  formId: row.formId,
  date: row.date,
  shift: row.shift,
  answers: row.answers ?? {},
  signedAt: row.signedAt?.toISOString() ?? null,
  signedByPersonId: row.signedByPersonId,
  sentAt: row.sentAt?.toISOString() ?? null,
  signedFileUrl: row.signedFileId ? signedFileUrl(ctx, row.signedFileId) : null,
});

const filenameOf = (row: SecurityCheckRow) =>
  `security-check-${row.projectCrewId}-${row.date}-${row.shift}.pdf`.replace(/[^\w.-]+/g, '_');

/** The crew's people and planners see security checks; guests do not. */
const readable = (tx: Executor, ctx: RequestContext, crewId: number) =>
  loadCrewAccessAs(tx, ctx, crewId, crewNonGuestRoles, 'Guests cannot open security checks');

/**
 * A check by crew and id (/projectCrews/{id}/securityChecks/{checkId}) or by id alone
 * (/crewChecks/{id}). Both go through the same crew access rules.
 */
export type CheckRef = { checkId: number; crewId?: number };

type AccessLoader = (tx: Executor, ctx: RequestContext, crewId: number) => Promise<CrewAccess>;

const crewIdOf = async (tx: Executor, ctx: RequestContext, ref: CheckRef) => {
  if (ref.crewId !== undefined) return ref.crewId;
  const crewId = await crewExtrasRepository.securityCheckCrewId(tx, ctx.tenant.id, ref.checkId);
  if (crewId === null) throw notFound('Security check');
  return crewId;
};

/** The caller's access to the check's crew (as `load` decides) and the check itself. */
const locate = async (tx: Executor, ctx: RequestContext, ref: CheckRef, load: AccessLoader) => {
  const access = await load(tx, ctx, await crewIdOf(tx, ctx, ref));
  const row = await crewExtrasRepository.securityCheck(
    tx,
    ctx.tenant.id,
    access.crew.id,
    ref.checkId,
  );
  if (!row) throw notFound('Security check');
  return { access, row };
};

export const listSecurityChecks = async (ctx: RequestContext, crewId: number) => {
  const { tx } = ctx;
  await readable(tx, ctx, crewId);
  const rows = await crewExtrasRepository.securityChecks(tx, ctx.tenant.id, crewId);
  return rows.map((row) => toSecurityCheck(ctx, row));
};

/** The crew chief opens the form for a date and shift (idempotent). */
export const openSecurityCheck = async (
  ctx: RequestContext,
  crewId: number,
  input: OpenSecurityCheckInput,
) => {
  const { tx } = ctx;
  await loadChiefAccess(tx, ctx, crewId);
  if (!securityCheckFormIds.includes(input.formId)) throw notFound('Security check form');
  const row = await crewExtrasRepository.openSecurityCheck(tx, ctx.tenant.id, crewId, input);
  return toSecurityCheck(ctx, row);
};

export const getSecurityCheck = async (ctx: RequestContext, ref: CheckRef) =>
  toSecurityCheck(ctx, (await locate(ctx.tx, ctx, ref, readable)).row);

/** The signed copy once signed, else the form with its current answers. */
export const securityCheckPdf = async (ctx: RequestContext, ref: CheckRef) => {
  const { tx } = ctx;
  const { access, row } = await locate(tx, ctx, ref, readable);
  if (row.signedFileId) {
    return pdfFile((await readStoredFile(tx, ctx, row.signedFileId)).bytes, filenameOf(row));
  }
  const document = securityCheckDocument(await documentContext(tx, ctx, access), {
    ...row,
    answers: row.answers ?? {},
  });
  return pdfFile(await renderDocumentPdf(document), filenameOf(row));
};

/** POST download/signed: the crew chief's answers and signature, stamped and stored. */
export const signSecurityCheck = async (
  ctx: RequestContext,
  ref: CheckRef,
  input: SignSecurityCheckInput,
) => {
  const png = decodeSignaturePng(input.signature);
  const { tx } = ctx;
  const { access, row } = await locate(tx, ctx, ref, loadChiefAccess);
  if (row.signedAt) {
    throw new AppError('DOCUMENT_ALREADY_SIGNED', 'This security check is already signed');
  }
  const context = await documentContext(tx, ctx, access);
  const lines = signatureLines({
    signerName: ctx.auth.claims.loginData.displayName,
    signedAt: context.now,
    timeZone: await signerTimeZone(tx, ctx),
    texts: context.texts,
  });
  const file = await storeSignedPdf(
    tx,
    ctx,
    securityCheckDocument(context, { ...row, answers: input.answers }, { png, lines }),
    filenameOf(row),
  );
  const signed = await crewExtrasRepository.updateSecurityCheck(tx, ctx.tenant.id, row.id, {
    answers: input.answers,
    signedAt: context.now,
    signedByPersonId: ctx.auth.personId,
    signedFileId: file.id,
  });
  return toSecurityCheck(ctx, signed);
};

export const sendSecurityCheck = async (ctx: RequestContext, ref: CheckRef) => {
  const { tx } = ctx;
  const { access, row } = await locate(tx, ctx, ref, loadChiefAccess);
  const sent = await mailSignedCopy(tx, ctx, {
    access,
    fileId: row.signedFileId,
    paper: 'securityCheck',
  });
  await crewExtrasRepository.updateSecurityCheck(tx, ctx.tenant.id, row.id, {
    sentAt: sent.sentAt,
  });
  return { sentAt: sent.sentAt.toISOString(), to: sent.to };
};
