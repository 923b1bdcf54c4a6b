import {
  offsetOf,
  type InvoiceFilter,
  type InvoiceStatus,
  type ListQuery,
  type StoredInvoiceStatus,
} from '@crewhub/shared';
import { and, count, desc, eq, gte, lt, ne, sql, sum, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sameTenantRow } from '../../db/joins';
import {
  companies,
  companySettings,
  contacts,
  invoiceNumberCounters,
  invoices,
  logins,
  projects,
} from '../../db/schema';
import type { ProjectScope } from '../project-access';

export type InvoiceRow = Awaited<ReturnType<typeof selectInvoices>>[number];
export type InvoiceInsert = Omit<typeof invoices.$inferInsert, 'id' | 'createdAt' | 'tenantId'>;
export type InvoiceChanges = Partial<Omit<InvoiceInsert, 'number' | 'companyId' | 'type'>>;

/** The status as read on `today`: a released invoice past its due date is unpaid. */
const statusOn = (today: string) =>
  sql<InvoiceStatus>`case when ${invoices.status} = 'released' and ${invoices.dueDate} < ${today} then 'unpaid' else ${invoices.status} end`;

const statusCondition = (status: InvoiceStatus, today: string): SQL => {
  if (status === 'unpaid')
    return and(eq(invoices.status, 'released'), lt(invoices.dueDate, today))!;
  if (status === 'released')
    return and(eq(invoices.status, 'released'), gte(invoices.dueDate, today))!;
  return eq(invoices.status, status);
};

const selectInvoices = (tx: Executor, today: string) =>
  tx
    .select({
      id: invoices.id,
      number: invoices.number,
      type: invoices.type,
      clientReference: invoices.clientReference,
      storedStatus: invoices.status,
      status: statusOn(today),
      invoiceDate: invoices.invoiceDate,
      dueDate: invoices.dueDate,
      paidDate: invoices.paidDate,
      netCents: invoices.netCents,
      taxCents: invoices.taxCents,
      totalCents: invoices.totalCents,
      companyId: invoices.companyId,
      companyName: companies.name,
      companyEmail: companies.email,
      /** The company's own settings: the invoice's language, address and required reference. */
      companyLanguage: companySettings.documentLanguage,
      companyInvoiceEmail: companySettings.invoiceEmail,
      clientReferenceRequired: companySettings.clientReferenceRequired,
      contactId: invoices.contactId,
      contactName: sql<string | null>`${contacts.firstName} || ' ' || ${contacts.lastName}`,
      contactEmail: contacts.email,
      /** The contact's own language, if the contact logs in: the invoice is written in it. */
      contactLanguage: sql<
        string | null
      >`(select ${logins.language} from ${logins} where ${logins.tenantId} = ${invoices.tenantId} and ${logins.contactId} = ${invoices.contactId} limit 1)`,
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
    .leftJoin(
      companySettings,
      and(
        eq(companySettings.tenantId, invoices.tenantId),
        eq(companySettings.companyId, invoices.companyId),
      ),
    )
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

type Where = { tenantId: number; scope: ProjectScope; today: string };

const filterCondition = ({ tenantId, scope, today }: Where, filter: InvoiceFilter) =>
  and(
    eq(invoices.tenantId, tenantId),
    invoiceScopeCondition(scope),
    filter.status ? statusCondition(filter.status, today) : undefined,
    filter.companyId ? eq(invoices.companyId, filter.companyId) : undefined,
    filter.projectId ? eq(invoices.projectId, filter.projectId) : undefined,
    filter.contactId ? eq(invoices.contactId, filter.contactId) : undefined,
  );

export const invoicesRepository = {
  /** Newest first; without paging for the export. */
  list: async (
    tx: Executor,
    where: Where,
    filter: InvoiceFilter,
    paging?: ListQuery,
  ): Promise<{ items: InvoiceRow[]; total: number }> => {
    const condition = filterCondition(where, filter);
    const query = selectInvoices(tx, where.today)
      .where(condition)
      .orderBy(desc(invoices.invoiceDate), desc(invoices.number));
    const items = await (paging ? query.limit(paging.limit).offset(offsetOf(paging)) : query);
    const [total] = await tx.select({ total: count() }).from(invoices).where(condition);
    return { items, total: total?.total ?? 0 };
  },

  /** The projects and contacts on the invoices the filter finds, by number and by name. */
  filterOptions: async (tx: Executor, where: Where, filter: InvoiceFilter) => {
    const condition = filterCondition(where, filter);
    const projectRows = await tx
      .selectDistinct({ id: projects.id, number: projects.number, name: projects.name })
      .from(invoices)
      .innerJoin(projects, sameTenantRow(projects, invoices.tenantId, invoices.projectId))
      .where(condition)
      .orderBy(desc(projects.number));
    const contactRows = await tx
      .selectDistinct({
        id: contacts.id,
        name: sql<string>`${contacts.firstName} || ' ' || ${contacts.lastName}`,
      })
      .from(invoices)
      .innerJoin(contacts, sameTenantRow(contacts, invoices.tenantId, invoices.contactId))
      .where(condition)
      .orderBy(sql`2`);
    return { projects: projectRows, contacts: contactRows };
  },

  /** Count and sum per status as read today. */
  totals: (tx: Executor, where: Where, filter: InvoiceFilter) => {
    const status = statusOn(where.today);
    return (
      tx
        .select({
          status,
          count: count(),
          totalCents: sql<number>`coalesce(${sum(invoices.totalCents)}, 0)::int`,
        })
        .from(invoices)
        .where(filterCondition(where, { ...filter, status: undefined }))
        // By position: the status expression carries a parameter, which PostgreSQL would not
        // match between the select list and a repeated GROUP BY expression.
        .groupBy(sql`1`)
    );
  },

  byNumber: async (tx: Executor, where: Where, number: string) => {
    const [row] = await selectInvoices(tx, where.today).where(
      and(filterCondition(where, {}), eq(invoices.number, number)),
    );
    return row ?? null;
  },

  /**
   * The next number of the tenant's year. The upsert locks the counter row until the
   * transaction ends, so concurrent creates get consecutive numbers and a rollback frees it.
   */
  nextSequence: async (tx: Executor, tenantId: number, year: number): Promise<number> => {
    const [row] = await tx
      .insert(invoiceNumberCounters)
      .values({ tenantId, year, lastNumber: 1 })
      .onConflictDoUpdate({
        target: [invoiceNumberCounters.tenantId, invoiceNumberCounters.year],
        set: { lastNumber: sql`${invoiceNumberCounters.lastNumber} + 1` },
      })
      .returning({ lastNumber: invoiceNumberCounters.lastNumber });
    return row!.lastNumber;
  },

  insert: async (tx: Executor, tenantId: number, values: InvoiceInsert) => {
    const [row] = await tx
      .insert(invoices)
      .values({ ...values, tenantId })
      .returning({ id: invoices.id });
    return row!.id;
  },

  update: (tx: Executor, tenantId: number, id: number, changes: InvoiceChanges) =>
    tx
      .update(invoices)
      .set(changes)
      .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, id))),

  /** Moves the stored status only from `from`, so two racing requests cannot both move it. */
  moveStatus: async (
    tx: Executor,
    tenantId: number,
    id: number,
    from: StoredInvoiceStatus,
    changes: InvoiceChanges & { status: StoredInvoiceStatus },
  ): Promise<boolean> => {
    const moved = await tx
      .update(invoices)
      .set(changes)
      .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, id), eq(invoices.status, from)))
      .returning({ id: invoices.id });
    return moved.length > 0;
  },
};
