import {
  payrollEditRefusal,
  payrollFeedbackDueDate,
  payrollFeedbackPriority,
  payrollItemDeclineRefusal,
  payrollItemStatusAfterCorrection,
  payrollLineAmounts,
  roundCents,
  type DeclinePayrollItemInput,
  type PayrollItem,
  type UpdatePayrollItemInput,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { withTenant } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import {
  assertOwnPayroll,
  assertPayrollEditor,
  findPayrollItem,
  findPayrollItemForChange,
  type PayrollContext,
} from './payroll-access';
import { recordPayrollActivity } from './payroll-activities';
import { payrollItemsRepository } from './payroll-items.repository';
import { toPayrollItem } from './payrolls.service';

const reread = async (tx: Executor, ctx: PayrollContext, id: number): Promise<PayrollItem> =>
  toPayrollItem(ctx, await findPayrollItem(tx, ctx, id));

/** GET /payrollItems/{id}. */
export const getPayrollItem = (ctx: PayrollContext, id: number): Promise<PayrollItem> =>
  withTenant(ctx.db, ctx.tenant.id, (tx) => reread(tx, ctx, id));

const money = (amount: number) => amount.toFixed(2);

/**
 * POST /payrollItems/{id}: the office corrects a line of a payroll that waits for
 * confirmation. Sum, total and the payroll's total follow; a declined line becomes corrected;
 * a newly made payslip replaces the stored one.
 */
export const updatePayrollItem = (
  ctx: PayrollContext,
  id: number,
  input: UpdatePayrollItemInput,
): Promise<PayrollItem> =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    assertPayrollEditor(ctx);
    const item = await findPayrollItemForChange(tx, ctx, id);
    const refusal = payrollEditRefusal(item.payrollStatus);
    if (refusal) throw new AppError(refusal, 'Only payrolls waiting for confirmation change');
    const line = {
      hours: roundCents(input.hours ?? item.hours),
      rate: roundCents(input.rate ?? item.rate),
      addOn: roundCents(input.addOn ?? item.addOn),
    };
    const { sum, total } = payrollLineAmounts(line);
    const status = payrollItemStatusAfterCorrection(item.status);
    await payrollItemsRepository.updateItem(tx, ctx.tenant.id, item, {
      description: input.description ?? item.description,
      hours: money(line.hours),
      rate: money(line.rate),
      addOn: money(line.addOn),
      sum: money(sum),
      total: money(total),
      status,
      at: ctx.clock.now(),
    });
    await recordPayrollActivity(tx, ctx, {
      event: status === 'corrected' ? 'corrected' : 'changed',
      caption: status === 'corrected' ? 'Payroll item corrected' : 'Payroll item changed',
      body: `${money(line.hours)} h x ${money(line.rate)} + ${money(line.addOn)} = ${money(total)}`,
      type: 'LOG',
      personPartyId: item.personId,
      subjectType: 'payroll_item',
      subjectId: item.id,
    });
    return reread(tx, ctx, id);
  });

/**
 * POST /payrollItems/{id}/decline: the crew member disagrees with a line. The office gets an
 * urgent task due the next day (SPEC 7) on the line, with the feedback as its text.
 */
export const declinePayrollItem = (
  ctx: PayrollContext,
  id: number,
  input: DeclinePayrollItemInput,
): Promise<PayrollItem> =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const item = await findPayrollItemForChange(tx, ctx, id);
    assertOwnPayroll(ctx, item.personId);
    const refusal = payrollItemDeclineRefusal(item.payrollStatus, item.status);
    if (refusal) throw new AppError(refusal, 'This line cannot be declined');
    const at = ctx.clock.now();
    const declined = await payrollItemsRepository.decline(tx, ctx.tenant.id, id, {
      feedback: input.feedback,
      at,
    });
    if (!declined) throw new AppError('CONFLICT', 'The payroll changed meanwhile');
    await recordPayrollActivity(tx, ctx, {
      event: 'declined',
      caption: `Payroll ${item.payrollNumber}: line declined`,
      body: `${item.description}\n\n${input.feedback}`,
      type: 'TODO_PAYROLL_ITEM',
      personPartyId: item.personId,
      subjectType: 'payroll_item',
      subjectId: item.id,
      dueDate: payrollFeedbackDueDate(at),
      priority: payrollFeedbackPriority,
    });
    return reread(tx, ctx, id);
  });
