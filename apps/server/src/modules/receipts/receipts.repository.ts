import { offsetOf, type ReceiptListQuery, type ReceiptStatus } from '@crewhub/shared';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sameTenantRow } from '../../db/joins';
import {
  companies,
  files,
  logins,
  payrollItems,
  payrolls,
  persons,
  projects,
  receiptFiles,
  receiptItems,
  receipts,
  receiptTemplates,
  receiptTypes,
} from '../../db/schema';

/** Whose receipts a caller reaches: everybody's (receipts READ ALL) or one person's own. */
export type ReceiptScope = { kind: 'all' } | { kind: 'person'; personId: number };

const scopeCondition = (scope: ReceiptScope): SQL | undefined =>
  scope.kind === 'all' ? undefined : eq(receipts.personId, scope.personId);

// Subqueries name the outer row by table (drizzle leaves single-table columns unqualified).
const countOf = (table: typeof receiptItems | typeof receiptFiles) =>
  sql<number>`(select count(*)::int from ${table} x
    where x.tenant_id = receipt.tenant_id and x.receipt_id = receipt.id)`;

const selectReceipts = (tx: Executor) =>
  tx
    .select({
      id: receipts.id,
      number: receipts.number,
      status: receipts.status,
      date: receipts.date,
      personId: receipts.personId,
      personName: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`,
      receiptTypeId: receipts.receiptTypeId,
      receiptTypeName: receiptTypes.name,
      projectId: receipts.projectId,
      projectName: projects.name,
      templateId: receipts.templateId,
      description: receipts.description,
      totalCents: receipts.totalCents,
      taxCents: receipts.taxCents,
      submittedAt: receipts.submittedAt,
      decidedAt: receipts.decidedAt,
      decidedBy: sql<string | null>`(select coalesce(p.first_name || ' ' || p.last_name, l.email)
        from ${logins} l left join ${persons} p on p.tenant_id = l.tenant_id and p.id = l.person_id
        where l.tenant_id = receipt.tenant_id and l.id = receipt.decided_by_login_id)`,
      rejectionReason: receipts.rejectionReason,
      payrollNumber: sql<string | null>`(select pr.number from ${payrollItems} pi
        join ${payrolls} pr on pr.tenant_id = pi.tenant_id and pr.id = pi.payroll_id
        where pi.tenant_id = receipt.tenant_id and pi.id = receipt.payroll_item_id)`,
      itemCount: countOf(receiptItems),
      documentCount: countOf(receiptFiles),
    })
    .from(receipts)
    .innerJoin(persons, sameTenantRow(persons, receipts.tenantId, receipts.personId))
    .innerJoin(receiptTypes, sameTenantRow(receiptTypes, receipts.tenantId, receipts.receiptTypeId))
    .leftJoin(projects, sameTenantRow(projects, receipts.tenantId, receipts.projectId));

export type ReceiptRow = Awaited<ReturnType<ReturnType<typeof selectReceipts>['where']>>[number];

type ReceiptInsert = {
  number: string;
  personId: number;
  receiptTypeId: number;
  templateId: number | null;
  projectId: number | null;
  date: string;
  description: string | null;
};
type ItemValues = { description: string; amountCents: number; taxCents: number };

export const receiptsRepository = {
  page: async (
    tx: Executor,
    tenantId: number,
    query: ReceiptListQuery,
    scope: ReceiptScope,
  ): Promise<{ items: ReceiptRow[]; total: number }> => {
    const where = and(
      eq(receipts.tenantId, tenantId),
      scopeCondition(scope),
      query.status ? eq(receipts.status, query.status) : undefined,
      query.personId ? eq(receipts.personId, query.personId) : undefined,
    );
    const items = await selectReceipts(tx)
      .where(where)
      .orderBy(desc(receipts.date), desc(receipts.id))
      .limit(query.limit)
      .offset(offsetOf(query));
    const [total] = await tx.select({ total: count() }).from(receipts).where(where);
    return { items, total: total?.total ?? 0 };
  },

  byNumber: async (tx: Executor, tenantId: number, number: string, scope: ReceiptScope) =>
    (
      await selectReceipts(tx).where(
        and(eq(receipts.tenantId, tenantId), eq(receipts.number, number), scopeCondition(scope)),
      )
    )[0] ?? null,

  /** Locks the receipt row until commit, so two steps on one receipt run one after the other. */
  lock: async (tx: Executor, tenantId: number, id: number) => {
    await tx
      .select({ id: receipts.id })
      .from(receipts)
      .where(and(eq(receipts.tenantId, tenantId), eq(receipts.id, id)))
      .for('update');
  },

  /** Serializes numbering within the tenant until the transaction ends. */
  lockNumbering: async (tx: Executor, tenantId: number) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`receipt-number:${tenantId}`}, 0))`,
    );
  },

  /** Highest sequence used in R-{year}-{nnnnn} numbers of that year. */
  lastSequence: async (tx: Executor, tenantId: number, year: number): Promise<number> => {
    const prefix = `R-${year}-`;
    const [row] = await tx
      .select({
        last: sql<
          number | null
        >`max((substring(${receipts.number} from ${prefix.length + 1}::int))::int)`,
      })
      .from(receipts)
      .where(
        and(eq(receipts.tenantId, tenantId), sql`${receipts.number} ~ ${`^R-${year}-[0-9]{1,9}$`}`),
      );
    return Number(row?.last ?? 0);
  },

  insert: async (tx: Executor, tenantId: number, values: ReceiptInsert) => {
    const [row] = await tx
      .insert(receipts)
      .values({ ...values, tenantId })
      .returning({ id: receipts.id });
    return row!.id;
  },

  items: (tx: Executor, tenantId: number, receiptId: number) =>
    tx
      .select({
        id: receiptItems.id,
        description: receiptItems.description,
        amountCents: receiptItems.amountCents,
        taxCents: receiptItems.taxCents,
      })
      .from(receiptItems)
      .where(and(eq(receiptItems.tenantId, tenantId), eq(receiptItems.receiptId, receiptId)))
      .orderBy(asc(receiptItems.id)),

  documents: (tx: Executor, tenantId: number, receiptId: number) =>
    tx
      .select({
        id: receiptFiles.id,
        fileId: files.id,
        filename: files.filename,
        contentType: files.contentType,
        size: files.size,
        createdAt: receiptFiles.createdAt,
      })
      .from(receiptFiles)
      .innerJoin(files, sameTenantRow(files, receiptFiles.tenantId, receiptFiles.fileId))
      .where(and(eq(receiptFiles.tenantId, tenantId), eq(receiptFiles.receiptId, receiptId)))
      .orderBy(asc(receiptFiles.id)),

  addFile: async (tx: Executor, tenantId: number, receiptId: number, fileId: number) => {
    await tx.insert(receiptFiles).values({ tenantId, receiptId, fileId });
  },

  insertItems: async (tx: Executor, tenantId: number, receiptId: number, items: ItemValues[]) => {
    if (items.length === 0) return;
    await tx.insert(receiptItems).values(items.map((item) => ({ ...item, tenantId, receiptId })));
  },

  /** The line with its receipt's id, number, status and person, or null. */
  item: async (tx: Executor, tenantId: number, id: number, scope: ReceiptScope) => {
    const [row] = await tx
      .select({
        id: receiptItems.id,
        receiptId: receipts.id,
        receiptNumber: receipts.number,
        status: receipts.status,
        personId: receipts.personId,
      })
      .from(receiptItems)
      .innerJoin(receipts, sameTenantRow(receipts, receiptItems.tenantId, receiptItems.receiptId))
      .where(
        and(eq(receiptItems.tenantId, tenantId), eq(receiptItems.id, id), scopeCondition(scope)),
      );
    return row ?? null;
  },

  updateItem: async (tx: Executor, tenantId: number, id: number, values: ItemValues) => {
    await tx
      .update(receiptItems)
      .set(values)
      .where(and(eq(receiptItems.tenantId, tenantId), eq(receiptItems.id, id)));
  },

  deleteItem: async (tx: Executor, tenantId: number, id: number) => {
    await tx
      .delete(receiptItems)
      .where(and(eq(receiptItems.tenantId, tenantId), eq(receiptItems.id, id)));
  },

  /** Writes the sums of the lines onto the receipt. */
  updateTotals: async (tx: Executor, tenantId: number, receiptId: number, at: Date) => {
    await tx
      .update(receipts)
      .set({
        totalCents: sql`(select coalesce(sum(x.amount_cents), 0) from ${receiptItems} x
          where x.tenant_id = receipt.tenant_id and x.receipt_id = receipt.id)`,
        taxCents: sql`(select coalesce(sum(x.tax_cents), 0) from ${receiptItems} x
          where x.tenant_id = receipt.tenant_id and x.receipt_id = receipt.id)`,
        updatedAt: at,
      })
      .where(and(eq(receipts.tenantId, tenantId), eq(receipts.id, receiptId)));
  },

  /** Moves the receipt on if it is still in `from`; false when it changed meanwhile. */
  transition: async (
    tx: Executor,
    tenantId: number,
    id: number,
    from: ReceiptStatus,
    changes: Partial<typeof receipts.$inferInsert> & { status: ReceiptStatus; updatedAt: Date },
  ): Promise<boolean> => {
    const rows = await tx
      .update(receipts)
      .set(changes)
      .where(and(eq(receipts.tenantId, tenantId), eq(receipts.id, id), eq(receipts.status, from)))
      .returning({ id: receipts.id });
    return rows.length > 0;
  },

  deleteDraft: async (tx: Executor, tenantId: number, id: number): Promise<boolean> => {
    const rows = await tx
      .delete(receipts)
      .where(
        and(eq(receipts.tenantId, tenantId), eq(receipts.id, id), eq(receipts.status, 'draft')),
      )
      .returning({ id: receipts.id });
    return rows.length > 0;
  },

  types: (tx: Executor, tenantId: number) =>
    tx
      .select({ id: receiptTypes.id, name: receiptTypes.name })
      .from(receiptTypes)
      .where(and(eq(receiptTypes.tenantId, tenantId), eq(receiptTypes.active, true)))
      .orderBy(asc(receiptTypes.sortOrder), asc(receiptTypes.name)),

  typeIsActive: async (tx: Executor, tenantId: number, id: number) => {
    const [row] = await tx
      .select({ id: receiptTypes.id })
      .from(receiptTypes)
      .where(
        and(
          eq(receiptTypes.tenantId, tenantId),
          eq(receiptTypes.id, id),
          eq(receiptTypes.active, true),
        ),
      );
    return Boolean(row);
  },

  projectExists: async (tx: Executor, tenantId: number, id: number) => {
    const [row] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.tenantId, tenantId), eq(projects.id, id)));
    return Boolean(row);
  },

  templatesOfCompany: (tx: Executor, tenantId: number, companyId: number) =>
    tx
      .select({
        id: receiptTemplates.id,
        companyId: receiptTemplates.companyId,
        name: receiptTemplates.name,
        receiptTypeId: receiptTemplates.receiptTypeId,
        description: receiptTemplates.description,
      })
      .from(receiptTemplates)
      .where(
        and(eq(receiptTemplates.tenantId, tenantId), eq(receiptTemplates.companyId, companyId)),
      )
      .orderBy(asc(receiptTemplates.name)),

  companyExists: async (tx: Executor, tenantId: number, id: number) => {
    const [row] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.tenantId, tenantId), eq(companies.id, id)));
    return Boolean(row);
  },

  templateExists: async (tx: Executor, tenantId: number, id: number) => {
    const [row] = await tx
      .select({ id: receiptTemplates.id })
      .from(receiptTemplates)
      .where(and(eq(receiptTemplates.tenantId, tenantId), eq(receiptTemplates.id, id)));
    return Boolean(row);
  },
};
