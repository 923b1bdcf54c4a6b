import {
  addDays,
  addMonths,
  payrollLineAmounts,
  payrollTotalCents,
  type PayrollItemStatus,
  type PayrollStatus,
} from '@crewhub/shared';
import type { Database } from '../db/client';
import { payrollItems, payrolls } from '../db/schema';
import { withTenant } from '../db/tenant-scope';
import { testToday } from './test-constants';

type LineValues = {
  hours?: number;
  rateCents?: number;
  addOnCents?: number;
  assignmentId?: number | null;
  description?: string;
  status?: PayrollItemStatus;
  feedback?: string | null;
};

type PayrollValues = {
  personId: number;
  /** The first day of the month paid; October 2026 (the month before the test clock) by default. */
  periodStart?: string;
  status?: PayrollStatus;
  paymentDate?: string | null;
  /** Two 8-hour shifts at 16.50 by default, the second with a 12.50 late-shift allowance. */
  lines?: LineValues[];
};

let sequence = 0;
const defaultLines: LineValues[] = [{}, { addOnCents: 1250 }];
const declinedAt = new Date(`${addDays(testToday, -1)}T16:00:00Z`);

/** Payrolls with their lines, totals computed by the same rules as the app. */
export const createPayrollFactories = (db: Database, tenantId = 1) => ({
  payroll: (values: PayrollValues) =>
    withTenant(db, tenantId, async (tx) => {
      sequence += 1;
      const periodStart = values.periodStart ?? '2026-10-01';
      const lines = (values.lines ?? defaultLines).map((line, index) => {
        const money = {
          hours: line.hours ?? 8,
          rateCents: line.rateCents ?? 1650,
          addOnCents: line.addOnCents ?? 0,
        };
        return { ...line, ...money, ...payrollLineAmounts(money), n: index + 1 };
      });
      const status = values.status ?? 'to_confirm';
      const [payroll] = await tx
        .insert(payrolls)
        .values({
          tenantId,
          number: `PR-T-${sequence}`,
          personId: values.personId,
          periodStart,
          periodEnd: addDays(addMonths(periodStart, 1), -1),
          status,
          totalCents: payrollTotalCents(lines.map((line) => line.totalCents)),
          paymentDate: values.paymentDate ?? (status === 'paid' ? addMonths(periodStart, 1) : null),
        })
        .returning();
      const items = await tx
        .insert(payrollItems)
        .values(
          lines.map((line) => ({
            tenantId,
            payrollId: payroll!.id,
            assignmentId: line.assignmentId ?? null,
            description: line.description ?? `Shift ${line.n}`,
            hours: line.hours.toFixed(2),
            rateCents: line.rateCents,
            addOnCents: line.addOnCents,
            sumCents: line.sumCents,
            totalCents: line.totalCents,
            status: line.status ?? 'open',
            feedback: line.feedback ?? null,
            declinedAt: line.status === 'declined' ? declinedAt : null,
          })),
        )
        .returning();
      return { payroll: payroll!, items };
    }),
});
