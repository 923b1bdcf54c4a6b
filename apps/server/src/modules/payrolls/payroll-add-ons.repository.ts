import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payrollItems, payrolls } from '../../db/schema';

/** Payrolls a person's extra lines (approved receipts) go onto, and the lines themselves. */
export const payrollAddOnsRepository = {
  /** The person's oldest payroll still waiting for their confirmation, locked until commit. */
  oldestToConfirm: async (tx: Executor, tenantId: number, personId: number) => {
    const [row] = await tx
      .select({ id: payrolls.id, number: payrolls.number })
      .from(payrolls)
      .where(
        and(
          eq(payrolls.tenantId, tenantId),
          eq(payrolls.personId, personId),
          eq(payrolls.status, 'to_confirm'),
        ),
      )
      .orderBy(asc(payrolls.periodStart), asc(payrolls.id))
      .limit(1)
      .for('update');
    return row ?? null;
  },

  latestPeriodEnd: async (tx: Executor, tenantId: number, personId: number) => {
    const [row] = await tx
      .select({ periodEnd: payrolls.periodEnd })
      .from(payrolls)
      .where(and(eq(payrolls.tenantId, tenantId), eq(payrolls.personId, personId)))
      .orderBy(desc(payrolls.periodEnd))
      .limit(1);
    return row?.periodEnd ?? null;
  },

  open: async (
    tx: Executor,
    values: {
      tenantId: number;
      number: string;
      personId: number;
      periodStart: string;
      periodEnd: string;
    },
  ) => {
    const [row] = await tx
      .insert(payrolls)
      .values(values)
      .returning({ id: payrolls.id, number: payrolls.number });
    return row!;
  },

  /** Adds an add-on line and keeps the payroll's total current; the payslip is made again. */
  addLine: async (
    tx: Executor,
    tenantId: number,
    payrollId: number,
    line: { description: string; addOnCents: number; at: Date },
  ) => {
    const [item] = await tx
      .insert(payrollItems)
      .values({
        tenantId,
        payrollId,
        description: line.description,
        addOnCents: line.addOnCents,
        totalCents: line.addOnCents,
      })
      .returning({ id: payrollItems.id });
    await tx
      .update(payrolls)
      .set({
        totalCents: sql`${payrolls.totalCents} + ${line.addOnCents}`,
        fileId: null,
        updatedAt: line.at,
      })
      .where(and(eq(payrolls.tenantId, tenantId), eq(payrolls.id, payrollId)));
    return item!.id;
  },
};
