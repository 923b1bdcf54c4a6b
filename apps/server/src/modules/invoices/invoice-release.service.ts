import type { Invoice, Language, MarkInvoicePaidInput } from '@crewhub/shared';
import { AppError, invalidField } from '../../lib/app-error';
import { documentAmount } from '../../lib/i18n/document-amount';
import { documentTexts } from '../../lib/i18n/document-texts';
import { renderDocumentPdf } from '../../lib/pdf/document-pdf';
import type { RequestContext } from '../../lib/request-context';
import { storeFile } from '../files';
import { documentLanguageFor } from '../project-exports';
import { findEditableInvoice, invoiceToday, notDesign } from './invoice-access';
import { recordInvoiceActivity } from './invoice-activities';
import { invoiceDocument } from './invoice-document';
import { invoiceItemsRepository } from './invoice-items.repository';
import { invoicesRepository, type InvoiceRow } from './invoices.repository';
import { getInvoice } from './invoices.service';

/** Mails the released PDF to the contact, else to the company's address. */
const mailInvoice = async (
  ctx: RequestContext,
  invoice: InvoiceRow,
  mail: { to: string; fileId: number; language: Language },
) => {
  await ctx.mailer.send(ctx.tx, ctx.tenant, {
    to: mail.to,
    content: {
      kind: 'invoiceReleased',
      recipientName: invoice.contactName ?? invoice.companyName,
      number: invoice.number,
      total: documentAmount(mail.language, invoice.totalCents),
      dueDate: invoice.dueDate,
    },
    attachments: [mail.fileId],
  });
  await recordInvoiceActivity(ctx, invoice.id, 'mailed', mail.to);
};

/**
 * POST /invoices/{number}/release: the design becomes the invoice the client holds. Its PDF is
 * made in the company's document language (else the contact's, else the tenant's) and can be
 * mailed at once, to the company's invoice address when it keeps one. A company that asks for
 * its reference on every invoice gets none without it (409).
 */
export const releaseInvoice = async (
  ctx: RequestContext,
  number: string,
  input: { sendMail: boolean },
): Promise<Invoice> => {
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  const invoice = await findEditableInvoice(ctx, number);
  if (invoice.status !== 'design') throw notDesign();
  const items = await invoiceItemsRepository.ofInvoice(tx, tenantId, invoice.id);
  if (items.length === 0) throw new AppError('INVOICE_EMPTY', 'Add a line before releasing');
  if (invoice.clientReferenceRequired && !invoice.clientReference)
    throw new AppError(
      'INVOICE_CLIENT_REFERENCE_MISSING',
      'The company asks for its reference on every invoice',
    );
  // The company's invoice address wins over the contact's: its accounts department pays.
  const to = invoice.companyInvoiceEmail ?? invoice.contactEmail ?? invoice.companyEmail;
  if (input.sendMail && !to)
    throw new AppError(
      'INVOICE_EMAIL_MISSING',
      'Neither the contact nor the company has an e-mail address',
    );
  const language =
    invoice.companyLanguage ?? (await documentLanguageFor(tx, tenantId, invoice.contactLanguage));
  const bytes = await renderDocumentPdf(
    invoiceDocument({
      invoice,
      items,
      texts: documentTexts(language),
      language,
      tenantName: ctx.tenant.name,
      now: ctx.clock.now(),
    }),
  );
  const file = await storeFile(tx, ctx, {
    bytes,
    filename: `${invoice.number}.pdf`,
    contentType: 'application/pdf',
  });
  const moved = await invoicesRepository.moveStatus(tx, tenantId, invoice.id, 'design', {
    status: 'released',
    fileId: file.id,
  });
  if (!moved) throw notDesign();
  await recordInvoiceActivity(ctx, invoice.id, 'released');
  if (input.sendMail && to) await mailInvoice(ctx, invoice, { to, fileId: file.id, language });
  return getInvoice(ctx, number);
};

/** POST /invoices/{number}/paid: a released (or overdue) invoice was paid on a day. */
export const markInvoicePaid = async (
  ctx: RequestContext,
  number: string,
  input: MarkInvoicePaidInput,
): Promise<Invoice> => {
  const invoice = await findEditableInvoice(ctx, number);
  if (invoice.storedStatus !== 'released')
    throw new AppError('INVOICE_NOT_RELEASED', 'Only a released invoice can be paid');
  if (input.paidDate < invoice.invoiceDate || input.paidDate > invoiceToday(ctx))
    throw invalidField('body.paidDate', 'Between the invoice date and today');
  const moved = await invoicesRepository.moveStatus(ctx.tx, ctx.tenant.id, invoice.id, 'released', {
    status: 'paid',
    paidDate: input.paidDate,
  });
  if (!moved) throw new AppError('INVOICE_NOT_RELEASED', 'Only a released invoice can be paid');
  await recordInvoiceActivity(ctx, invoice.id, 'paid', input.paidDate);
  return getInvoice(ctx, number);
};
