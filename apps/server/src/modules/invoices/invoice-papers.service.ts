import type {
  Activity,
  InvoiceDocument,
  InvoiceItem,
  ListQuery,
  Page,
  UploadInvoiceDocumentFields,
} from '@crewhub/shared';
import type { RequestContext } from '../../lib/request-context';
import { listActivities } from '../activities';
import { signedFileUrl, storeFile } from '../files';
import { documentContentType, type DocumentUpload } from '../documents';
import { findEditableInvoice, findInvoice } from './invoice-access';
import { invoiceItemsRepository } from './invoice-items.repository';

/** GET /invoices/{number}/items: the lines in order. */
export const invoiceItemsOf = async (
  ctx: RequestContext,
  number: string,
): Promise<InvoiceItem[]> => {
  const invoice = await findInvoice(ctx, number);
  return invoiceItemsRepository.ofInvoice(ctx.tx, ctx.tenant.id, invoice.id);
};

/** GET /invoices/{number}/documents: the invoice PDF once released, then the attachments. */
export const invoiceDocumentsOf = async (
  ctx: RequestContext,
  number: string,
): Promise<InvoiceDocument[]> => {
  const invoice = await findInvoice(ctx, number);
  const attachments = await invoiceItemsRepository.documents(ctx.tx, ctx.tenant.id, invoice.id);
  const own: InvoiceDocument[] =
    invoice.fileId === null
      ? []
      : [
          {
            id: invoice.fileId,
            kind: 'invoice',
            name: `${invoice.number}.pdf`,
            contentType: 'application/pdf',
            fileUrl: signedFileUrl(ctx, invoice.fileId),
          },
        ];
  return [
    ...own,
    ...attachments.map((row) => ({
      id: row.id,
      kind: 'attachment' as const,
      name: row.name,
      contentType: row.contentType,
      fileUrl: signedFileUrl(ctx, row.fileId),
    })),
  ];
};

/** POST /invoices/{number}/documents: the office keeps a file with the invoice, in any status. */
export const addInvoiceDocument = async (
  ctx: RequestContext,
  number: string,
  upload: DocumentUpload<UploadInvoiceDocumentFields>,
): Promise<InvoiceDocument> => {
  const invoice = await findEditableInvoice(ctx, number);
  const contentType = documentContentType(upload);
  const file = await storeFile(ctx.tx, ctx, {
    bytes: upload.bytes,
    filename: upload.filename,
    contentType,
  });
  const name = upload.fields.name ?? upload.filename;
  const id = await invoiceItemsRepository.addDocument(ctx.tx, {
    tenantId: ctx.tenant.id,
    invoiceId: invoice.id,
    fileId: file.id,
    name,
    createdByLoginId: ctx.auth.loginId,
  });
  return { id, kind: 'attachment', name, contentType, fileUrl: signedFileUrl(ctx, file.id) };
};

/** GET /invoices/{number}/activities: the invoice's history, newest first. */
export const invoiceActivitiesOf = async (
  ctx: RequestContext,
  number: string,
  query: ListQuery,
): Promise<Page<Activity>> => {
  const invoice = await findInvoice(ctx, number);
  return listActivities(ctx, { ...query, subjectType: 'invoice', subjectId: invoice.id });
};
