import { offsetOf, type InvoiceListQuery } from '@crewhub/shared';
import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sameTenantRow } from '../../db/joins';
import { companies, contacts, invoices, projects } from '../../db/schema';
import type { ProjectScope } from '../project-access';

export type InvoiceRow = Awaited<ReturnType<typeof selectInvoices>>[number];

const selectInvoices = (tx: Executor) =>
  tx
    .select({
      id: invoices.id,
      number: invoices.number,
      type: invoices.type,
      clientReference: invoices.clientReference,
      status: invoices.status,
      invoiceDate: invoices.invoiceDate,
      dueDate: invoices.dueDate,
      paidDate: invoices.paidDate,
      totalCents: invoices.totalCents,
      companyId: invoices.companyId,
      companyName: companies.name,
      contactId: invoices.contactId,
      contactName: sql<string | null>`${contacts.firstName} || ' ' || ${contacts.lastName}`,
      clientMark: invoices.clientMark,
      projectId: invoices.projectId,
      projectNumber: projects.number,
      projectName: projects.name,
      title: invoices.title,
      startDate: invoices.startDate,
      endDate: invoices.endDate,
      fileId: invoices.fileId,
    })
    .from(invoices)
    .innerJoin(companies, sameTenantRow(companies, invoices.tenantId, invoices.companyId))
    .leftJoin(contacts, sameTenantRow(contacts, invoices.tenantId, invoices.contactId))
    .leftJoin(projects, sameTenantRow(projects, invoices.tenantId, invoices.projectId));

/**
 * The invoices a scope sees. Designs are drafts of the office, so clients see only what was
 * released to them: their company's (COMPANY) or their own (OWN) invoices.
 */
export const invoiceScopeCondition = (scope: ProjectScope): SQL | undefined => {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'company':
      return and(eq(invoices.companyId, scope.companyId), ne(invoices.status, 'design'));
    case 'contact':
      return and(eq(invoices.contactId, scope.contactId), ne(invoices.status, 'design'));
    default:
      // Crew and guests are never invoiced.
      return sql`false`;
  }
};

type Filter = Partial<Pick<InvoiceListQuery, 'status' | 'companyId' | 'projectId' | 'contactId'>>;

export const invoicesRepository = {
  list: async (
    tx: Executor,
    tenantId: number,
    scope: ProjectScope,
    filter: Filter,
    paging: Pick<InvoiceListQuery, 'limit' | 'page'>,
  ): Promise<{ items: InvoiceRow[]; total: number }> => {
    const where = and(
      eq(invoices.tenantId, tenantId),
      invoiceScopeCondition(scope),
      filter.status ? eq(invoices.status, filter.status) : undefined,
      filter.companyId ? eq(invoices.companyId, filter.companyId) : undefined,
      filter.projectId ? eq(invoices.projectId, filter.projectId) : undefined,
      filter.contactId ? eq(invoices.contactId, filter.contactId) : undefined,
    );
    const items = await selectInvoices(tx)
      .where(where)
      .orderBy(desc(invoices.invoiceDate), desc(invoices.number))
      .limit(paging.limit)
      .offset(offsetOf(paging));
    const [total] = await tx.select({ total: count() }).from(invoices).where(where);
    return { items, total: total?.total ?? 0 };
  },

  byNumber: async (tx: Executor, tenantId: number, number: string, scope: ProjectScope) => {
    const [row] = await selectInvoices(tx).where(
      and(
        eq(invoices.tenantId, tenantId),
        eq(invoices.number, number),
        invoiceScopeCondition(scope),
      ),
    );
    return row ?? null;
  },
};
