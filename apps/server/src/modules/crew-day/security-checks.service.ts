import type {
  OpenSecurityCheckInput,
  SecurityCheck,
  SignSecurityCheckInput,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { withTenant } from '../../db/tenant-scope';
import { AppError, notFound } from '../../lib/app-error';
import { renderDocumentPdf } from '../../lib/pdf/document-pdf';
import { decodeSignaturePng } from '../../lib/pdf/signature-image';
import { readStoredFile, signedFileUrl } from '../files/files.service';
import {
  crewNonGuestRoles,
  loadChiefAccess,
  loadCrewAccessAs,
  type CrewAccess,
  type CrewDayContext,
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

const toSecurityCheck = (ctx: CrewDayContext, row: SecurityCheckRow): SecurityCheck => ({
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
const readable = (tx: Executor, ctx: CrewDayContext, crewId: number) =>
  loadCrewAccessAs(tx, ctx, crewId, crewNonGuestRoles, 'Guests cannot open security checks');

const checkOf = async (tx: Executor, ctx: CrewDayContext, access: CrewAccess, id: number) => {
  const row = await crewExtrasRepository.securityCheck(tx, ctx.tenant.id, access.crew.id, id);
  if (!row) throw notFound('Security check');
  return row;
};

export const listSecurityChecks = (ctx: CrewDayContext, crewId: number) =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    await readable(tx, ctx, crewId);
    const rows = await crewExtrasRepository.securityChecks(tx, ctx.tenant.id, crewId);
    return rows.map((row) => toSecurityCheck(ctx, row));
  });

/** The crew chief opens the form for a date and shift (idempotent). */
export const openSecurityCheck = (
  ctx: CrewDayContext,
  crewId: number,
  input: OpenSecurityCheckInput,
) =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    await loadChiefAccess(tx, ctx, crewId);
    const row = await crewExtrasRepository.openSecurityCheck(tx, ctx.tenant.id, crewId, input);
    return toSecurityCheck(ctx, row);
  });

export const getSecurityCheck = (ctx: CrewDayContext, crewId: number, id: number) =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) =>
    toSecurityCheck(ctx, await checkOf(tx, ctx, await readable(tx, ctx, crewId), id)),
  );

/** The signed copy once signed, else the form with its current answers. */
export const securityCheckPdf = (ctx: CrewDayContext, crewId: number, id: number) =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const access = await readable(tx, ctx, crewId);
    const row = await checkOf(tx, ctx, access, id);
    if (row.signedFileId) {
      return pdfFile((await readStoredFile(tx, ctx, row.signedFileId)).bytes, filenameOf(row));
    }
    const document = securityCheckDocument(await documentContext(tx, ctx, access), {
      ...row,
      answers: row.answers ?? {},
    });
    return pdfFile(await renderDocumentPdf(document), filenameOf(row));
  });

/** POST download/signed: the crew chief's answers and signature, stamped and stored. */
export const signSecurityCheck = (
  ctx: CrewDayContext,
  crewId: number,
  id: number,
  input: SignSecurityCheckInput,
) => {
  const png = decodeSignaturePng(input.signature);
  return withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const access = await loadChiefAccess(tx, ctx, crewId);
    const row = await checkOf(tx, ctx, access, id);
    if (row.signedAt) {
      throw new AppError('DOCUMENT_ALREADY_SIGNED', 'This security check is already signed');
    }
    const context = await documentContext(tx, ctx, access);
    const lines = signatureLines({
      signerName: ctx.auth.claims.loginData.displayName,
      signedAt: context.now,
      timeZone: await signerTimeZone(tx, ctx),
    });
    const file = await storeSignedPdf(
      tx,
      ctx,
      securityCheckDocument(context, { ...row, answers: input.answers }, { png, lines }),
      filenameOf(row),
    );
    const signed = await crewExtrasRepository.updateSecurityCheck(tx, ctx.tenant.id, id, {
      answers: input.answers,
      signedAt: context.now,
      signedByPersonId: ctx.auth.personId,
      signedFileId: file.id,
    });
    return toSecurityCheck(ctx, signed);
  });
};

export const sendSecurityCheck = (ctx: CrewDayContext, crewId: number, id: number) =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const access = await loadChiefAccess(tx, ctx, crewId);
    const row = await checkOf(tx, ctx, access, id);
    const sent = await mailSignedCopy(tx, ctx, {
      access,
      fileId: row.signedFileId,
      what: 'security check',
    });
    await crewExtrasRepository.updateSecurityCheck(tx, ctx.tenant.id, id, { sentAt: sent.sentAt });
    return { sentAt: sent.sentAt.toISOString(), to: sent.to };
  });
