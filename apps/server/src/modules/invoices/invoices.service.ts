import type {
  Invoice,
  InvoiceFilter,
  InvoiceFilterOptions,
  InvoiceFilterOptionsQuery,
  InvoiceListQuery,
  InvoiceTotals,
  ListQuery,
  Page,
} from '@crewhub/shared';
import { invoiceStatuses, pageOf } from '@crewhub/shared';
import type { RequestContext } from '../../lib/request-context';
import { signedFileUrl } from '../files';
import { findProjectInScope } from '../project-access';
import { notFound } from '../../lib/app-error';
import { findInvoice, invoiceWhere } from './invoice-access';
import { invoicePartiesRepository } from './invoice-parties.repository';
import { invoicesRepository, type InvoiceRow } from './invoices.repository';

export const toInvoice = (
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
  netCents: row.netCents,
  taxCents: row.taxCents,
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

const pageOfRows = (
  ctx: RequestContext,
  result: { items: InvoiceRow[]; total: number },
  query: ListQuery,
): Page<Invoice> =>
  pageOf({ items: result.items.map((row) => toInvoice(ctx, row)), total: result.total }, query);

/** GET /invoices: newest first, filtered by status, company, project and contact. */
export const listInvoices = async (ctx: RequestContext, query: InvoiceListQuery) =>
  pageOfRows(
    ctx,
    await invoicesRepository.list(ctx.tx, await invoiceWhere(ctx), query, query),
    query,
  );

/** GET /invoices/totals: count and amount per status (every status, zero when none). */
export const invoiceTotals = async (
  ctx: RequestContext,
  filter: InvoiceFilter,
): Promise<InvoiceTotals> => {
  const rows = await invoicesRepository.totals(ctx.tx, await invoiceWhere(ctx), filter);
  return {
    items: invoiceStatuses.map((status) => {
      const row = rows.find((total) => total.status === status);
      return { status, count: row?.count ?? 0, totalCents: row?.totalCents ?? 0 };
    }),
  };
};

/** GET /invoices/filters: the projects and contacts to narrow the caller's list to. */
export const invoiceFilterOptions = async (
  ctx: RequestContext,
  query: InvoiceFilterOptionsQuery,
): Promise<InvoiceFilterOptions> =>
  invoicesRepository.filterOptions(ctx.tx, await invoiceWhere(ctx), query);

/** GET /invoices/{number}. */
export const getInvoice = async (ctx: RequestContext, number: string): Promise<Invoice> =>
  toInvoice(ctx, await findInvoice(ctx, number));

/** GET /projects/{number}/invoices: the project's invoices, for planners, office and its client. */
export const invoicesOfProject = async (ctx: RequestContext, number: string, query: ListQuery) => {
  const where = await invoiceWhere(ctx);
  const { project } = await findProjectInScope(ctx.tx, ctx, number, [['invoices', 'READ']]);
  const result = await invoicesRepository.list(ctx.tx, where, { projectId: project.id }, query);
  return pageOfRows(ctx, result, query);
};

/** The company in the caller's reach: another company than a client's own is as unknown as none. */
const findCompanyInScope = async (ctx: RequestContext, companyId: number) => {
  const where = await invoiceWhere(ctx);
  const { scope } = where;
  const company = await invoicePartiesRepository.company(ctx.tx, ctx.tenant.id, companyId);
  const contact =
    scope.kind === 'contact'
      ? await invoicePartiesRepository.contact(ctx.tx, ctx.tenant.id, scope.contactId)
      : null;
  const ownCompanyId = scope.kind === 'company' ? scope.companyId : contact?.companyId;
  if (!company || (scope.kind !== 'all' && ownCompanyId !== companyId)) throw notFound('Company');
  return where;
};

/** GET /companies/{id}/invoices: a company's invoices (a client sees only their own company's). */
export const invoicesOfCompany = async (
  ctx: RequestContext,
  companyId: number,
  query: ListQuery,
) => {
  const where = await findCompanyInScope(ctx, companyId);
  const result = await invoicesRepository.list(ctx.tx, where, { companyId }, query);
  return pageOfRows(ctx, result, query);
};

/** GET /companies/{id}/projects: the projects the office picks from when invoicing the company. */
export const projectsOfCompany = async (ctx: RequestContext, companyId: number) => {
  await findCompanyInScope(ctx, companyId);
  return invoicePartiesRepository.projectsOfCompany(ctx.tx, ctx.tenant.id, companyId);
};

/** GET /companies/{id}/invoiceContacts: whom the office may address the company's invoices to. */
export const contactsOfCompany = async (ctx: RequestContext, companyId: number) => {
  await findCompanyInScope(ctx, companyId);
  return invoicePartiesRepository.contactsOfCompany(ctx.tx, ctx.tenant.id, companyId);
};
