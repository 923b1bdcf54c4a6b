import type { RequestContext } from '../../lib/request-context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SignedPaper } from '../../lib/mailer';
import { renderDocumentPdf, type PdfDocumentInput } from '../../lib/pdf/document-pdf';
import { documentTexts } from '../../lib/i18n/document-texts';
import { storeFile } from '../files';
import { crewContactsOfCrew, timeZoneOfPerson } from '../jobs';
import { documentLanguageFor } from '../tenants';
import type { CrewAccess } from './crew-access';
import type { DocumentContext } from './crew-documents';

/**
 * What every crew PDF needs besides the crew: contacts, tenant name, the time and the words in
 * the caller's language (a signed copy stays in the language of whoever signed it).
 */
export const documentContext = async (
  tx: Executor,
  ctx: RequestContext,
  access: CrewAccess,
): Promise<DocumentContext> => ({
  access,
  contacts: await crewContactsOfCrew(tx, ctx.tenant.id, access.crew.id),
  tenantName: ctx.tenant.name,
  now: ctx.clock.now(),
  texts: documentTexts(
    await documentLanguageFor(tx, ctx.tenant.id, ctx.auth.claims.loginData.language),
  ),
});

/** The signer's device shows their own time zone; the stamp uses the same. */
export const signerTimeZone = (tx: Executor, ctx: RequestContext) =>
  ctx.auth.personId === null
    ? Promise.resolve('Europe/Amsterdam')
    : timeZoneOfPerson(tx, ctx.tenant.id, ctx.auth.personId);

/** Renders a signed document and keeps it in storage; returns the `file` row. */
export const storeSignedPdf = async (
  tx: Executor,
  ctx: RequestContext,
  document: PdfDocumentInput,
  filename: string,
) =>
  storeFile(tx, ctx, {
    bytes: await renderDocumentPdf(document),
    filename,
    contentType: 'application/pdf',
  });

export const pdfFile = (bytes: Uint8Array, filename: string) => ({
  bytes: Buffer.from(bytes),
  filename,
});

const paperNames: Record<SignedPaper, string> = {
  deliveryNote: 'delivery note',
  securityCheck: 'security check',
};

/**
 * Mails the signed copy as a PDF attachment to the contact on site (no link: a forwarded mail
 * should not hand out a download URL); the mailer records it in email_message with its
 * email_attachment and queues its delivery. Returns when and to whom it went.
 */
export const mailSignedCopy = async (
  tx: Executor,
  ctx: RequestContext,
  input: { access: CrewAccess; fileId: number | null | undefined; paper: SignedPaper },
) => {
  const { crew } = input.access;
  if (!input.fileId)
    throw new AppError('DOCUMENT_NOT_SIGNED', `Sign the ${paperNames[input.paper]} first`);
  const to = crew.contactOnSiteEmail;
  if (!to) throw new AppError('CONTACT_EMAIL_MISSING', 'The contact on site has no e-mail address');
  await ctx.mailer.send(tx, ctx.tenant, {
    to,
    content: {
      kind: 'signedCopy',
      paper: input.paper,
      recipientName: crew.contactOnSiteName ?? '',
      crewName: crew.name,
      date: crew.date,
      projectNumber: crew.projectNumber,
      projectName: crew.projectName,
    },
    attachments: [input.fileId],
  });
  return { sentAt: ctx.clock.now(), to: [to] };
};
