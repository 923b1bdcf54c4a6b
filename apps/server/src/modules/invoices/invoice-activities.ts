import { invoiceActivityCategory, type InvoiceActivityEvent } from '@crewhub/shared';
import type { RequestContext } from '../../lib/request-context';
import { insertActivity } from '../activities';

const captions: Record<InvoiceActivityEvent, string> = {
  created: 'Invoice created',
  changed: 'Invoice changed',
  released: 'Invoice released',
  mailed: 'Invoice mailed',
  paid: 'Invoice paid',
};

/**
 * A history entry of the invoice, in the caller's transaction. The caption is for the office's
 * lists; screens word the entry by its event (the category).
 */
export const recordInvoiceActivity = (
  ctx: RequestContext,
  invoiceId: number,
  event: InvoiceActivityEvent,
  body: string | null = null,
) =>
  insertActivity(ctx.tx, {
    tenantId: ctx.tenant.id,
    caption: captions[event],
    body,
    type: 'LOG',
    category: invoiceActivityCategory(event),
    subjectType: 'invoice',
    subjectId: invoiceId,
    createdByLoginId: ctx.auth.loginId,
  });
