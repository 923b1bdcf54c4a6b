import type {
  Invoice,
  InvoiceListQuery,
  ListQuery,
  Page,
  Resource,
  RightName,
} from '@crewhub/shared';
import { notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { signedFileUrl } from '../files';
import { findProjectInScope, resolveScope } from '../project-access';
import { invoicesRepository, type InvoiceRow } from './invoices.repository';

/** Invoices READ: ALL for planners and office, COMPANY for client contacts. */
const invoiceReadGrants: [Resource, RightName][] = [['invoices', 'READ']];

const toInvoice = (
  ctx: Pick<RequestContext, 'storage' | 'clock' | 'tenant'>,
  row: InvoiceRow,
): Invoice => ({
  id: row.id,
  number: row.number,
  type: row.type,
  clientReference: row.clientReference,
  status: row.status,
  invoiceDate: row.invoiceDate,
  dueDate: row.dueDate,
  paidDate: row.paidDate,
  totalCents: row.totalCents,
  companyId: row.companyId,
  companyName: row.companyName,
  contactId: row.contactId,
  contactName: row.contactName,
  clientMark: row.clientMark,
  projectId: row.projectId,
  projectNumber: row.projectNumber,
  projectName: row.projectName,
  title: row.title,
  startDate: row.startDate,
  endDate: row.endDate,
  fileUrl: row.fileId === null ? null : signedFileUrl(ctx, row.fileId),
});

const toPage = (
  ctx: RequestContext,
  result: { items: InvoiceRow[]; total: number },
  query: ListQuery,
): Page<Invoice> => ({
  items: result.items.map((row) => toInvoice(ctx, row)),
  total: result.total,
  page: query.page,
  limit: query.limit,
});

/** GET /invoices: newest first, filtered by status, company, project and contact. */
export const listInvoices = async (ctx: RequestContext, query: InvoiceListQuery) => {
  const { tx } = ctx;
  const scope = await resolveScope(tx, ctx, invoiceReadGrants);
  return toPage(ctx, await invoicesRepository.list(tx, ctx.tenant.id, scope, query, query), query);
};

/** GET /invoices/{number}. */
export const getInvoice = async (ctx: RequestContext, number: string): Promise<Invoice> => {
  const { tx } = ctx;
  const scope = await resolveScope(tx, ctx, invoiceReadGrants);
  const row = await invoicesRepository.byNumber(tx, ctx.tenant.id, number, scope);
  if (!row) throw notFound('Invoice');
  return toInvoice(ctx, row);
};

/** GET /projects/{number}/invoices: the project's invoices, for planners, office and its client. */
export const invoicesOfProject = async (ctx: RequestContext, number: string, query: ListQuery) => {
  const { tx } = ctx;
  const { project, scope } = await findProjectInScope(tx, ctx, number, invoiceReadGrants);
  const result = await invoicesRepository.list(
    tx,
    ctx.tenant.id,
    scope,
    { projectId: project.id },
    query,
  );
  return toPage(ctx, result, query);
};
