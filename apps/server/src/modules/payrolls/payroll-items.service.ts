import type { RequestContext } from '../../lib/request-context';
import {
  payrollEditRefusal,
  payrollFeedbackDueDate,
  payrollFeedbackPriority,
  payrollItemDeclineRefusal,
  payrollItemStatusAfterCorrection,
  payrollLineAmounts,
  type DeclinePayrollItemInput,
  type PayrollItem,
  type UpdatePayrollItemInput,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  assertOwnPayroll,
  assertPayrollEditor,
  findPayrollItem,
  findPayrollItemForChange,
} from './payroll-access';
import { recordPayrollActivity } from './payroll-activities';
import { payrollItemsRepository } from './payroll-items.repository';
import { toPayrollItem } from './payrolls.service';

const reread = async (tx: Executor, ctx: RequestContext, id: number): Promise<PayrollItem> =>
  toPayrollItem(ctx, await findPayrollItem(tx, ctx, id));

/** GET /payrollItems/{id}. */
export const getPayrollItem = (ctx: RequestContext, id: number): Promise<PayrollItem> =>
  reread(ctx.tx, ctx, id);

/** Two decimals: hours as stored, cents as euros in the history entry. */
const decimals = (value: number) => value.toFixed(2);

/**
 * POST /payrollItems/{id}: the office corrects a line of a payroll that waits for
 * confirmation. Sum, total and the payroll's total follow; a declined line becomes corrected;
 * a newly made payslip replaces the stored one.
 */
export const updatePayrollItem = async (
  ctx: RequestContext,
  id: number,
  input: UpdatePayrollItemInput,
): Promise<PayrollItem> => {
  const { tx } = ctx;
  assertPayrollEditor(ctx);
  const item = await findPayrollItemForChange(tx, ctx, id);
  const refusal = payrollEditRefusal(item.payrollStatus);
  if (refusal) throw new AppError(refusal, 'Only payrolls waiting for confirmation change');
  const line = {
    hours: input.hours ?? item.hours,
    rateCents: input.rateCents ?? item.rateCents,
    addOnCents: input.addOnCents ?? item.addOnCents,
  };
  const { sumCents, totalCents } = payrollLineAmounts(line);
  const status = payrollItemStatusAfterCorrection(item.status);
  await payrollItemsRepository.updateItem(tx, ctx.tenant.id, item, {
    description: input.description ?? item.description,
    hours: decimals(line.hours),
    rateCents: line.rateCents,
    addOnCents: line.addOnCents,
    sumCents,
    totalCents,
    status,
    at: ctx.clock.now(),
  });
  await recordPayrollActivity(tx, ctx, {
    event: status === 'corrected' ? 'corrected' : 'changed',
    caption: status === 'corrected' ? 'Payroll item corrected' : 'Payroll item changed',
    body: `${decimals(line.hours)} h x ${decimals(line.rateCents / 100)} + ${decimals(line.addOnCents / 100)} = ${decimals(totalCents / 100)}`,
    type: 'LOG',
    personPartyId: item.personId,
    subjectType: 'payroll_item',
    subjectId: item.id,
  });
  return reread(tx, ctx, id);
};

/**
 * POST /payrollItems/{id}/decline: the crew member disagrees with a line. The office gets an
 * urgent task due the next day on the line, with the feedback as its text.
 */
export const declinePayrollItem = async (
  ctx: RequestContext,
  id: number,
  input: DeclinePayrollItemInput,
): Promise<PayrollItem> => {
  const { tx } = ctx;
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
};
