import { offsetOf, type PayrollListQuery, type PayrollSummary } from '@crewhub/shared';
import { and, asc, count, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { SqlValue } from '../../db/json-read';
import {
  functionOfPosition,
  crewOfPosition,
  positionOfAssignment,
  projectOfPosition,
  sameTenantRow,
} from '../../db/joins';
import {
  functions,
  logins,
  payrollItems,
  payrolls,
  persons,
  projectCrewItems,
  projectCrewItemStatuses,
  projectCrews,
  projects,
} from '../../db/schema';
import { toNumber, toTime } from '../../db/values';

/** Whose payrolls a caller reaches: everybody's (payrolls READ ALL) or one person's own. */
export type PayrollScope = { kind: 'all' } | { kind: 'person'; personId: number };

export const scopeCondition = (scope: PayrollScope): SQL | undefined =>
  scope.kind === 'all' ? undefined : eq(payrolls.personId, scope.personId);

// Subqueries name the outer row by table: drizzle leaves single-table columns unqualified,
// and an unqualified column would bind to the subquery's own table.
const declinedItemCount = sql<number>`(select count(*)::int from ${payrollItems} pi
  where pi.tenant_id = payroll.tenant_id and pi.payroll_id = payroll.id
  and pi.status = 'declined')`;

const summaryColumns = {
  id: payrolls.id,
  number: payrolls.number,
  periodStart: payrolls.periodStart,
  periodEnd: payrolls.periodEnd,
  status: payrolls.status,
  totalCents: payrolls.totalCents,
  paymentDate: payrolls.paymentDate,
  declinedItemCount,
};

const selectPayrolls = (tx: Executor) =>
  tx
    .select({
      ...summaryColumns,
      personId: payrolls.personId,
      personName: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`,
      itemCount: sql<number>`(select count(*)::int from ${payrollItems} pi
        where pi.tenant_id = payroll.tenant_id and pi.payroll_id = payroll.id)`,
      confirmedAt: payrolls.confirmedAt,
      confirmedBy: sql<string | null>`(select coalesce(p.first_name || ' ' || p.last_name, l.email)
        from ${logins} l left join ${persons} p on p.tenant_id = l.tenant_id and p.id = l.person_id
        where l.tenant_id = payroll.tenant_id and l.id = payroll.confirmed_by_login_id)`,
      fileId: payrolls.fileId,
    })
    .from(payrolls)
    .innerJoin(persons, sameTenantRow(persons, payrolls.tenantId, payrolls.personId));

export type PayrollRow = Awaited<ReturnType<ReturnType<typeof selectPayrolls>['where']>>[number];

export const payrollSummaryOf = (row: PayrollRow): PayrollSummary => ({
  id: row.id,
  number: row.number,
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  status: row.status,
  totalCents: row.totalCents,
  paymentDate: row.paymentDate,
  declinedItemCount: row.declinedItemCount,
});

export const payrollsRepository = {
  /** A person's payrolls, newest period first. */
  pageOfPerson: async (
    tx: Executor,
    tenantId: number,
    personId: number,
    query: PayrollListQuery,
  ): Promise<{ items: PayrollSummary[]; total: number }> => {
    const where = and(
      eq(payrolls.tenantId, tenantId),
      eq(payrolls.personId, personId),
      query.status ? eq(payrolls.status, query.status) : undefined,
    );
    const rows = await tx
      .select(summaryColumns)
      .from(payrolls)
      .where(where)
      .orderBy(desc(payrolls.periodStart), desc(payrolls.id))
      .limit(query.limit)
      .offset(offsetOf(query));
    const [total] = await tx.select({ total: count() }).from(payrolls).where(where);
    return { items: rows, total: total?.total ?? 0 };
  },

  /** One person's payrolls waiting for their confirmation, oldest period first (home). */
  /** Built, not run: home folds it into its one statement. */
  toConfirmOfPerson: (tx: Executor, tenantId: SqlValue<number>, personId: SqlValue<number>) =>
    tx
      .select(summaryColumns)
      .from(payrolls)
      .where(
        and(
          eq(payrolls.tenantId, tenantId),
          eq(payrolls.personId, personId),
          eq(payrolls.status, 'to_confirm'),
        ),
      )
      .orderBy(asc(payrolls.periodStart), asc(payrolls.id)),

  byNumber: async (tx: Executor, tenantId: number, number: string, scope: PayrollScope) =>
    (
      await selectPayrolls(tx).where(
        and(eq(payrolls.tenantId, tenantId), eq(payrolls.number, number), scopeCondition(scope)),
      )
    )[0] ?? null,

  byId: async (tx: Executor, tenantId: number, id: number) =>
    (
      await selectPayrolls(tx).where(and(eq(payrolls.tenantId, tenantId), eq(payrolls.id, id)))
    )[0] ?? null,

  /**
   * Locks the payroll row until the transaction ends. Confirming, declining a line and
   * correcting one take this lock before they read what they change, so two of them at once
   * run one after the other on PostgreSQL (PGlite runs one transaction at a time anyway).
   */
  lock: async (tx: Executor, tenantId: number, id: number) => {
    await tx
      .select({ id: payrolls.id })
      .from(payrolls)
      .where(and(eq(payrolls.tenantId, tenantId), eq(payrolls.id, id)))
      .for('update');
  },

  /** Confirms the payroll if it still waits and has no declined line; false when it did not. */
  confirm: async (
    tx: Executor,
    tenantId: number,
    id: number,
    by: { at: Date; loginId: number | null },
  ): Promise<boolean> => {
    const rows = await tx
      .update(payrolls)
      .set({
        status: 'confirmed',
        confirmedAt: by.at,
        confirmedByLoginId: by.loginId,
        // The stored payslip still says "to confirm"; the next download makes a new one.
        fileId: null,
        updatedAt: by.at,
      })
      .where(
        and(
          eq(payrolls.tenantId, tenantId),
          eq(payrolls.id, id),
          eq(payrolls.status, 'to_confirm'),
          sql`${declinedItemCount} = 0`,
        ),
      )
      .returning({ id: payrolls.id });
    return rows.length > 0;
  },

  /** Points the payroll at its newest payslip. */
  setFile: async (tx: Executor, tenantId: number, id: number, fileId: number) => {
    await tx
      .update(payrolls)
      .set({ fileId })
      .where(and(eq(payrolls.tenantId, tenantId), eq(payrolls.id, id)));
  },

  /**
   * The person's worked jobs (confirmed, on work projects) dated within the period that no
   * payroll line pays for yet.
   */
  unassignedAssignments: async (
    tx: Executor,
    tenantId: number,
    payroll: { personId: number; periodStart: string; periodEnd: string },
  ) => {
    const rows = await tx
      .select({
        assignmentId: projectCrewItemStatuses.id,
        projectNumber: projects.number,
        projectName: projects.name,
        crewName: projectCrews.name,
        functionName: functions.name,
        date: projectCrewItems.startDate,
        startTime: projectCrewItems.startTime,
        endTime: projectCrewItems.endTime,
        proposedPaidHours: projectCrewItemStatuses.proposedPaidHours,
      })
      .from(projectCrewItemStatuses)
      .innerJoin(projectCrewItems, positionOfAssignment)
      .innerJoin(projectCrews, crewOfPosition)
      .innerJoin(projects, projectOfPosition)
      .innerJoin(functions, functionOfPosition)
      .where(
        and(
          eq(projectCrewItemStatuses.tenantId, tenantId),
          eq(projectCrewItemStatuses.personId, payroll.personId),
          eq(projectCrewItemStatuses.status, 'confirmed'),
          isNull(projects.internalKind),
          gte(projectCrewItems.startDate, payroll.periodStart),
          lte(projectCrewItems.startDate, payroll.periodEnd),
          sql`not exists (select 1 from ${payrollItems} pi
            where pi.tenant_id = ${projectCrewItemStatuses.tenantId}
            and pi.assignment_id = ${projectCrewItemStatuses.id})`,
        ),
      )
      .orderBy(
        asc(projectCrewItems.startDate),
        asc(projectCrewItems.startTime),
        asc(projectCrewItemStatuses.id),
      );
    return rows.map((row) => ({
      ...row,
      startTime: toTime(row.startTime),
      endTime: toTime(row.endTime),
      proposedPaidHours: toNumber(row.proposedPaidHours),
    }));
  },
};
