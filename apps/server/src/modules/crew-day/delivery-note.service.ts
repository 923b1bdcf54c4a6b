import type { RequestContext } from '../../lib/request-context';
import type { DeliveryNoteStatus, SignDeliveryNoteInput } from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { fill } from '../../lib/i18n/document-texts';
import { renderDocumentPdf } from '../../lib/pdf/document-pdf';
import { decodeSignaturePng } from '../../lib/pdf/signature-image';
import { readStoredFile } from '../files';
import { loadChiefAccess, loadChiefOrPlannerAccess, type CrewAccess } from './crew-access';
import {
  documentContext,
  mailSignedCopy,
  pdfFile,
  signerTimeZone,
  storeSignedPdf,
} from './crew-document-context';
import { crewDayRepository } from './crew-day.repository';
import { deliveryNoteDocument, signatureLines } from './crew-documents';
import { deliveryNoteStatus } from './crew-page.service';

const filenameOf = (access: CrewAccess) =>
  `delivery-note-${access.crew.projectNumber}-${access.crew.id}.pdf`;

/** GET deliveryNote: the signed copy once signed, else a fresh unsigned one. */
export const deliveryNotePdf = async (ctx: RequestContext, crewId: number) => {
  const { tx } = ctx;
  const access = await loadChiefOrPlannerAccess(tx, ctx, crewId);
  const signedFileId = access.crew.note?.signedFileId;
  if (signedFileId) {
    const { bytes } = await readStoredFile(tx, ctx, signedFileId);
    return pdfFile(bytes, filenameOf(access));
  }
  const document = deliveryNoteDocument(await documentContext(tx, ctx, access));
  return pdfFile(await renderDocumentPdf(document), filenameOf(access));
};

type Signing = {
  png: Uint8Array | null;
  signerName: string;
  rating: number | null;
  comment: string | null;
  formFields: Record<string, string>;
};

/** Stamps the signature into the PDF, stores it and records who signed when. */
const signNote = async (
  tx: Executor,
  ctx: RequestContext,
  crewId: number,
  /** The signer's details; gets the reader's wording of a digital confirmation. */
  signing: (digitalConfirmation: string) => Signing,
): Promise<DeliveryNoteStatus> => {
  const access = await loadChiefAccess(tx, ctx, crewId);
  if (access.crew.note?.signedAt) {
    throw new AppError('DOCUMENT_ALREADY_SIGNED', 'This delivery note is already signed');
  }
  const context = await documentContext(tx, ctx, access);
  const words = context.texts.crewPapers;
  const input = signing(words.digitalConfirmation);
  const extra = [
    ...(input.rating !== null ? [fill(words.ratingLine, { rating: input.rating })] : []),
    ...(input.comment ? [fill(words.commentLine, { comment: input.comment })] : []),
    ...Object.entries(input.formFields).map(([field, value]) => `${field}: ${value}`),
  ];
  const lines = signatureLines({
    signerName: input.signerName,
    signedAt: context.now,
    timeZone: await signerTimeZone(tx, ctx),
    extra,
    texts: context.texts,
  });
  const file = await storeSignedPdf(
    tx,
    ctx,
    deliveryNoteDocument(context, { png: input.png, lines }),
    filenameOf(access),
  );
  const note = await crewDayRepository.saveDeliveryNote(tx, ctx.tenant.id, crewId, {
    signedFileId: file.id,
    signerName: input.signerName,
    rating: input.rating,
    comment: input.comment,
    formFields: input.formFields,
    signedAt: context.now,
  });
  return deliveryNoteStatus(ctx, note);
};

/** The contact on site signs on the crew chief's phone (signature_pad PNG). */
export const signDeliveryNote = (
  ctx: RequestContext,
  crewId: number,
  input: SignDeliveryNoteInput,
): Promise<DeliveryNoteStatus> => {
  const png = decodeSignaturePng(input.signature);
  return signNote(ctx.tx, ctx, crewId, () => ({
    png,
    signerName: input.signerName,
    rating: input.rating,
    comment: input.comment ?? null,
    formFields: input.formFields ?? {},
  }));
};

/** No contact on site to sign: the crew chief confirms the delivery digitally. */
export const digitalConfirm = (
  ctx: RequestContext,
  crewId: number,
  input: { comment?: string | null },
): Promise<DeliveryNoteStatus> =>
  signNote(ctx.tx, ctx, crewId, (digitalConfirmation) => ({
    png: null,
    signerName: fill(digitalConfirmation, { name: ctx.auth.claims.loginData.displayName }),
    rating: null,
    comment: input.comment ?? null,
    formFields: {},
  }));

/** Release sends `downloaded: true`: the note goes to the office. */
export const releaseDeliveryNote = async (
  ctx: RequestContext,
  crewId: number,
): Promise<DeliveryNoteStatus> => {
  const { tx } = ctx;
  await loadChiefAccess(tx, ctx, crewId);
  const note = await crewDayRepository.saveDeliveryNote(tx, ctx.tenant.id, crewId, {
    releasedAt: ctx.clock.now(),
    downloaded: true,
  });
  return deliveryNoteStatus(ctx, note);
};

/** Mails the signed copy to the contact on site. */
export const sendSignedDeliveryNote = async (ctx: RequestContext, crewId: number) => {
  const { tx } = ctx;
  const access = await loadChiefAccess(tx, ctx, crewId);
  const sent = await mailSignedCopy(tx, ctx, {
    access,
    fileId: access.crew.note?.signedFileId,
    paper: 'deliveryNote',
  });
  await crewDayRepository.saveDeliveryNote(tx, ctx.tenant.id, crewId, { sentAt: sent.sentAt });
  return { sentAt: sent.sentAt.toISOString(), to: sent.to };
};
