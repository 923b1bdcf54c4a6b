import { offsetOf, type PayrollListQuery } from '@crewhub/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sameTenantRow } from '../../db/joins';
import { payrollItems, payrolls, persons } from '../../db/schema';
import { toIso, toNumber } from '../../db/values';
import { scopeCondition, type PayrollScope } from './payrolls.repository';

const selectItems = (tx: Executor) =>
  tx
    .select({
      id: payrollItems.id,
      payrollId: payrollItems.payrollId,
      payrollNumber: payrolls.number,
      payrollStatus: payrolls.status,
      personId: payrolls.personId,
      assignmentId: payrollItems.assignmentId,
      description: payrollItems.description,
      beginAt: payrollItems.beginAt,
      endAt: payrollItems.endAt,
      hours: payrollItems.hours,
      rateCents: payrollItems.rateCents,
      addOnCents: payrollItems.addOnCents,
      sumCents: payrollItems.sumCents,
      totalCents: payrollItems.totalCents,
      status: payrollItems.status,
      feedback: payrollItems.feedback,
      declinedAt: payrollItems.declinedAt,
      timeZone: persons.timezone,
    })
    .from(payrollItems)
    .innerJoin(payrolls, sameTenantRow(payrolls, payrollItems.tenantId, payrollItems.payrollId))
    .innerJoin(persons, sameTenantRow(persons, payrolls.tenantId, payrolls.personId));

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['where']>>[number];

/** A line with its payroll's number, status and person; hours as a number, amounts in cents. */
export type PayrollItemRecord = ReturnType<typeof toItemRecord>;

const toItemRecord = (row: ItemRow) => ({
  ...row,
  beginAt: toIso(row.beginAt),
  endAt: toIso(row.endAt),
  hours: toNumber(row.hours) ?? 0,
  declinedAt: toIso(row.declinedAt),
});

const itemOrder = [sql`${payrollItems.beginAt} asc nulls last`, asc(payrollItems.id)];

export type PayrollItemChanges = {
  description: string;
  hours: string;
  rateCents: number;
  addOnCents: number;
  sumCents: number;
  totalCents: number;
  status: 'open' | 'declined' | 'corrected';
};

/**
 * Payroll lines; a line's change also keeps its payroll's total current. Subqueries name the
 * outer row by table (see payrolls.repository.ts).
 */
export const payrollItemsRepository = {
  items: async (
    tx: Executor,
    tenantId: number,
    payrollId: number,
    page?: Pick<PayrollListQuery, 'limit' | 'page'>,
  ) => {
    const rows = selectItems(tx)
      .where(and(eq(payrollItems.tenantId, tenantId), eq(payrollItems.payrollId, payrollId)))
      .orderBy(...itemOrder)
      .$dynamic();
    return (page ? await rows.limit(page.limit).offset(offsetOf(page)) : await rows).map(
      toItemRecord,
    );
  },

  item: async (tx: Executor, tenantId: number, id: number, scope: PayrollScope) => {
    const [row] = await selectItems(tx).where(
      and(eq(payrollItems.tenantId, tenantId), eq(payrollItems.id, id), scopeCondition(scope)),
    );
    return row ? toItemRecord(row) : null;
  },

  /**
   * Declines a line once while its payroll waits (false when either changed meanwhile) and
   * drops the stored payslip, which prints each line's status.
   */
  decline: async (
    tx: Executor,
    tenantId: number,
    id: number,
    input: { feedback: string; at: Date },
  ): Promise<boolean> => {
    const rows = await tx
      .update(payrollItems)
      .set({
        status: 'declined',
        feedback: input.feedback,
        declinedAt: input.at,
        updatedAt: input.at,
      })
      .where(
        and(
          eq(payrollItems.tenantId, tenantId),
          eq(payrollItems.id, id),
          sql`${payrollItems.status} <> 'declined'`,
          sql`exists (select 1 from ${payrolls} p where p.tenant_id = payroll_item.tenant_id
            and p.id = payroll_item.payroll_id and p.status = 'to_confirm')`,
        ),
      )
      .returning({ id: payrollItems.id });
    if (!rows.length) return false;
    await tx
      .update(payrolls)
      .set({ fileId: null, updatedAt: input.at })
      .where(
        and(
          eq(payrolls.tenantId, tenantId),
          sql`${payrolls.id} = (select pi.payroll_id from ${payrollItems} pi
            where pi.tenant_id = ${tenantId} and pi.id = ${id})`,
        ),
      );
    return true;
  },

  /** Writes the office's correction and the payroll's new total in one go. */
  updateItem: async (
    tx: Executor,
    tenantId: number,
    item: { id: number; payrollId: number },
    changes: PayrollItemChanges & { at: Date },
  ) => {
    const { at, ...values } = changes;
    await tx
      .update(payrollItems)
      .set({ ...values, updatedAt: at })
      .where(and(eq(payrollItems.tenantId, tenantId), eq(payrollItems.id, item.id)));
    await tx
      .update(payrolls)
      .set({
        totalCents: sql`(select coalesce(sum(pi.total_cents), 0) from ${payrollItems} pi
          where pi.tenant_id = payroll.tenant_id and pi.payroll_id = payroll.id)`,
        fileId: null,
        updatedAt: at,
      })
      .where(and(eq(payrolls.tenantId, tenantId), eq(payrolls.id, item.payrollId)));
  },
};
