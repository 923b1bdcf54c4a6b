import type { RequestContext } from '../../lib/request-context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { renderDocumentPdf, type PdfDocumentInput } from '../../lib/pdf/document-pdf';
import { storeFile } from '../files';
import { crewContactsOfCrew, timeZoneOfPerson } from '../jobs';
import type { CrewAccess } from './crew-access';

/** What every crew PDF needs besides the crew: contacts, tenant name and the time. */
export const documentContext = async (tx: Executor, ctx: RequestContext, access: CrewAccess) => ({
  access,
  contacts: await crewContactsOfCrew(tx, ctx.tenant.id, access.crew.id),
  tenantName: ctx.tenant.name,
  now: ctx.clock.now(),
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

/**
 * Mails the signed copy as a PDF attachment to the contact on site (no link: a forwarded mail
 * should not hand out a download URL); the mailer records it in email_message with its
 * email_attachment. Returns when and to whom it went.
 */
export const mailSignedCopy = async (
  tx: Executor,
  ctx: RequestContext,
  input: { access: CrewAccess; fileId: number | null | undefined; what: string },
) => {
  const { crew } = input.access;
  if (!input.fileId) throw new AppError('DOCUMENT_NOT_SIGNED', `Sign the ${input.what} first`);
  const to = crew.contactOnSiteEmail;
  if (!to) throw new AppError('CONTACT_EMAIL_MISSING', 'The contact on site has no e-mail address');
  await ctx.mailer.send(tx, ctx.tenant.id, {
    sender: `no-reply@${ctx.tenant.host}`,
    to: [to],
    subject: `${ctx.tenant.name}: signed ${input.what} ${crew.projectNumber} ${crew.name} ${crew.date}`,
    body: `Hello ${crew.contactOnSiteName ?? ''},\n\nAttached is the signed ${input.what} of ${crew.name} on ${crew.date} (${crew.projectName}).\n`,
    attachments: [input.fileId],
  });
  return { sentAt: ctx.clock.now(), to: [to] };
};
