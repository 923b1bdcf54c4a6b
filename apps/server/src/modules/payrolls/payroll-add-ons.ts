import { addDays, addMonths, isoDateOf } from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { payrollAddOnsRepository } from './payroll-add-ons.repository';

type AddOn = { personId: number; description: string; addOnCents: number; at: Date };

/** The month after the person's last payroll, but never before the month of `today`. */
const nextPeriod = (latestPeriodEnd: string | null, today: string) => {
  const thisMonth = `${today.slice(0, 7)}-01`;
  const afterLatest = latestPeriodEnd ? `${addDays(latestPeriodEnd, 1).slice(0, 7)}-01` : thisMonth;
  const periodStart = afterLatest > thisMonth ? afterLatest : thisMonth;
  return { periodStart, periodEnd: addDays(addMonths(periodStart, 1), -1) };
};

/**
 * Puts an extra amount (an approved receipt) on the person's next payroll: the oldest one still
 * waiting for their confirmation, or else a new payroll for the month after their last one (the
 * demo numbering PR-{yyyy-mm}-{person}). Paid and confirmed payrolls are never changed.
 */
export const addOnToNextPayroll = async (tx: Executor, tenantId: number, addOn: AddOn) => {
  const waiting = await payrollAddOnsRepository.oldestToConfirm(tx, tenantId, addOn.personId);
  const payroll =
    waiting ??
    (await (async () => {
      const latest = await payrollAddOnsRepository.latestPeriodEnd(tx, tenantId, addOn.personId);
      const period = nextPeriod(latest, isoDateOf(addOn.at));
      return payrollAddOnsRepository.open(tx, {
        tenantId,
        personId: addOn.personId,
        number: `PR-${period.periodStart.slice(0, 7)}-${String(addOn.personId).padStart(4, '0')}`,
        ...period,
      });
    })());
  const itemId = await payrollAddOnsRepository.addLine(tx, tenantId, payroll.id, addOn);
  // A payroll opened here is new to the person: they are told it waits for them.
  return { payrollNumber: payroll.number, payrollItemId: itemId, opened: !waiting };
};
