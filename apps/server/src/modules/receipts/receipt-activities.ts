import type { Activity, ListQuery, Page } from '@crewhub/shared';
import { insertActivity, listActivities } from '../activities';
import type { RequestContext } from '../../lib/request-context';
import { findReceipt } from './receipt-access';

/** The steps of a receipt's life, logged on it; screens word them by category. */
export const receiptEvents = [
  'created',
  'copied',
  'submitted',
  'approved',
  'rejected',
  'deleted',
] as const;
export type ReceiptEvent = (typeof receiptEvents)[number];

export const recordReceiptActivity = (
  ctx: RequestContext,
  receipt: { id: number; number: string; personId: number },
  event: ReceiptEvent,
  body: string | null = null,
) =>
  insertActivity(ctx.tx, {
    tenantId: ctx.tenant.id,
    caption: `Receipt ${receipt.number} ${event}`,
    body,
    type: 'LOG',
    category: `receipt.${event}`,
    personPartyId: receipt.personId,
    // A deleted receipt's history stays as a log about the person.
    subjectType: event === 'deleted' ? 'person' : 'receipt',
    subjectId: event === 'deleted' ? receipt.personId : receipt.id,
    createdByLoginId: ctx.auth.loginId,
  });

/** GET /receipts/{number}/activities: the receipt's history, for whoever sees the receipt. */
export const receiptActivities = async (
  ctx: RequestContext,
  number: string,
  query: ListQuery,
): Promise<Page<Activity>> => {
  const receipt = await findReceipt(ctx, number);
  return listActivities(ctx, { ...query, subjectType: 'receipt', subjectId: receipt.id });
};
