import {
  receiptDecisionRefusal,
  receiptSubmitRefusal,
  type ReceiptDetail,
  type RejectReceiptInput,
} from '@crewhub/shared';
import { AppError, forbidden } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { notifyPayrollReady } from '../notifications';
import { addOnToNextPayroll } from '../payrolls';
import {
  assertOwnReceipt,
  canDecideReceipts,
  findReceiptForChange,
  refuse,
} from './receipt-access';
import { recordReceiptActivity } from './receipt-activities';
import { receiptsRepository } from './receipts.repository';
import { getReceipt } from './receipts.service';

const changedMeanwhile = () => new AppError('CONFLICT', 'The receipt changed meanwhile');

/** POST /receipts/{number}/submission: the person hands the draft to the office. */
export const submitReceipt = async (
  ctx: RequestContext,
  number: string,
): Promise<ReceiptDetail> => {
  const receipt = await findReceiptForChange(ctx, number);
  assertOwnReceipt(ctx, receipt);
  refuse(receiptSubmitRefusal(receipt), 'This receipt cannot be submitted');
  const at = ctx.clock.now();
  const moved = await receiptsRepository.transition(ctx.tx, ctx.tenant.id, receipt.id, 'draft', {
    status: 'submitted',
    submittedAt: at,
    updatedAt: at,
  });
  if (!moved) throw changedMeanwhile();
  await recordReceiptActivity(ctx, receipt, 'submitted');
  return getReceipt(ctx, number);
};

const assertDecider = (ctx: RequestContext) => {
  if (!canDecideReceipts(ctx)) throw forbidden('Only the office approves or rejects receipts');
};

/**
 * POST /receipts/{number}/approval: the office accepts the claim; its total becomes an add-on
 * line on the person's next payroll in the same transaction.
 */
export const approveReceipt = async (
  ctx: RequestContext,
  number: string,
): Promise<ReceiptDetail> => {
  assertDecider(ctx);
  const receipt = await findReceiptForChange(ctx, number);
  refuse(receiptDecisionRefusal(receipt.status), 'Only submitted receipts can be approved');
  const at = ctx.clock.now();
  const line = await addOnToNextPayroll(ctx.tx, ctx.tenant.id, {
    personId: receipt.personId,
    description: `Receipt ${receipt.number} - ${receipt.receiptTypeName}`,
    addOnCents: receipt.totalCents,
    at,
  });
  if (line.opened) {
    await notifyPayrollReady(ctx, { number: line.payrollNumber, personId: receipt.personId });
  }
  const moved = await receiptsRepository.transition(
    ctx.tx,
    ctx.tenant.id,
    receipt.id,
    'submitted',
    {
      status: 'approved',
      decidedAt: at,
      decidedByLoginId: ctx.auth.loginId,
      payrollItemId: line.payrollItemId,
      updatedAt: at,
    },
  );
  if (!moved) throw changedMeanwhile();
  await recordReceiptActivity(ctx, receipt, 'approved', `Added to payroll ${line.payrollNumber}`);
  return getReceipt(ctx, number);
};

/** POST /receipts/{number}/rejection: the office refuses the claim and says why. */
export const rejectReceipt = async (
  ctx: RequestContext,
  number: string,
  input: RejectReceiptInput,
): Promise<ReceiptDetail> => {
  assertDecider(ctx);
  const receipt = await findReceiptForChange(ctx, number);
  refuse(receiptDecisionRefusal(receipt.status), 'Only submitted receipts can be rejected');
  const at = ctx.clock.now();
  const moved = await receiptsRepository.transition(
    ctx.tx,
    ctx.tenant.id,
    receipt.id,
    'submitted',
    {
      status: 'rejected',
      decidedAt: at,
      decidedByLoginId: ctx.auth.loginId,
      rejectionReason: input.reason,
      updatedAt: at,
    },
  );
  if (!moved) throw changedMeanwhile();
  await recordReceiptActivity(ctx, receipt, 'rejected', input.reason);
  return getReceipt(ctx, number);
};
