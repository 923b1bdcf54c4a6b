import {
  pageOf,
  receiptEditRefusal,
  type CreateReceiptInput,
  type Page,
  type ReceiptDetail,
  type ReceiptListQuery,
  type ReceiptSummary,
  type ReceiptTemplate,
  type ReceiptType,
} from '@crewhub/shared';
import { AppError, invalidField, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import {
  assertOwnReceipt,
  canDeleteReceipt,
  findReceipt,
  findReceiptForChange,
  ownPersonId,
  receiptScopeOf,
  refuse,
} from './receipt-access';
import { recordReceiptActivity } from './receipt-activities';
import { toReceiptDetail, toReceiptSummary } from './receipt-views';
import { receiptsRepository } from './receipts.repository';

/** GET /receipts: the caller's own, or everybody's for the office (`mine` narrows to own). */
export const listReceipts = async (
  ctx: RequestContext,
  query: ReceiptListQuery,
): Promise<Page<ReceiptSummary>> => {
  const reach = receiptScopeOf(ctx);
  const scope =
    query.mine && ctx.auth.personId !== null
      ? { kind: 'person' as const, personId: ctx.auth.personId }
      : reach;
  const result = await receiptsRepository.page(ctx.tx, ctx.tenant.id, query, scope);
  return pageOf({ items: result.items.map(toReceiptSummary), total: result.total }, query);
};

export const getReceipt = async (ctx: RequestContext, number: string): Promise<ReceiptDetail> =>
  toReceiptDetail(ctx, await findReceipt(ctx, number));

const assertReferences = async (ctx: RequestContext, input: CreateReceiptInput) => {
  const { tx, tenant } = ctx;
  if (!(await receiptsRepository.typeIsActive(tx, tenant.id, input.receiptTypeId))) {
    throw invalidField('body.receiptTypeId', 'Unknown receipt type');
  }
  if (
    input.projectId &&
    !(await receiptsRepository.projectExists(tx, tenant.id, input.projectId))
  ) {
    throw invalidField('body.projectId', 'Unknown project');
  }
  if (
    input.templateId &&
    !(await receiptsRepository.templateExists(tx, tenant.id, input.templateId))
  ) {
    throw invalidField('body.templateId', 'Unknown template');
  }
};

/** R-{year}-{nnnnn} per tenant, claimed under a lock: unique, gaps allowed (deleted drafts). */
const nextNumber = async (ctx: RequestContext) => {
  const year = Number(ctx.clock.now().toISOString().slice(0, 4));
  await receiptsRepository.lockNumbering(ctx.tx, ctx.tenant.id);
  const last = await receiptsRepository.lastSequence(ctx.tx, ctx.tenant.id, year);
  return `R-${year}-${String(last + 1).padStart(5, '0')}`;
};

const insertDraft = async (ctx: RequestContext, personId: number, input: CreateReceiptInput) => {
  const { tx, tenant } = ctx;
  const number = await nextNumber(ctx);
  const id = await receiptsRepository.insert(tx, tenant.id, {
    number,
    personId,
    receiptTypeId: input.receiptTypeId,
    templateId: input.templateId ?? null,
    projectId: input.projectId ?? null,
    date: input.date,
    description: input.description || null,
  });
  await receiptsRepository.insertItems(tx, tenant.id, id, input.items);
  await receiptsRepository.updateTotals(tx, tenant.id, id, ctx.clock.now());
  return { id, number, personId };
};

/** POST /receipts: a new draft of the caller's own. */
export const createReceipt = async (
  ctx: RequestContext,
  input: CreateReceiptInput,
): Promise<ReceiptDetail> => {
  const personId = ownPersonId(ctx);
  await assertReferences(ctx, input);
  const receipt = await insertDraft(ctx, personId, input);
  await recordReceiptActivity(ctx, receipt, 'created');
  return getReceipt(ctx, receipt.number);
};

/**
 * POST /receipts/{number}/copy: a new draft dated today with the same type, project and lines;
 * the paper of the new expense is uploaded afresh.
 */
export const copyReceipt = async (ctx: RequestContext, number: string): Promise<ReceiptDetail> => {
  const source = await findReceipt(ctx, number);
  assertOwnReceipt(ctx, source);
  const items = await receiptsRepository.items(ctx.tx, ctx.tenant.id, source.id);
  const copy = await insertDraft(ctx, source.personId, {
    receiptTypeId: source.receiptTypeId,
    templateId: source.templateId,
    projectId: source.projectId,
    date: ctx.clock.now().toISOString().slice(0, 10),
    description: source.description ?? undefined,
    items: items.map(({ description, amountCents, taxCents }) => ({
      description,
      amountCents,
      taxCents,
    })),
  });
  await recordReceiptActivity(ctx, copy, 'copied', `Copy of ${source.number}`);
  return getReceipt(ctx, copy.number);
};

/** DELETE /receipts/{number}: drafts only, by their person or the office. */
export const deleteReceipt = async (
  ctx: RequestContext,
  number: string,
): Promise<{ message: string }> => {
  const receipt = await findReceiptForChange(ctx, number);
  if (!canDeleteReceipt(ctx, receipt)) throw notFound('Receipt');
  refuse(receiptEditRefusal(receipt.status), 'Only draft receipts can be deleted');
  if (!(await receiptsRepository.deleteDraft(ctx.tx, ctx.tenant.id, receipt.id))) {
    throw new AppError('CONFLICT', 'The receipt changed meanwhile');
  }
  await recordReceiptActivity(ctx, receipt, 'deleted');
  return { message: `Receipt ${receipt.number} deleted` };
};

/** GET /receiptTypes: the kinds of expenses the tenant reimburses. */
export const listReceiptTypes = (ctx: RequestContext): Promise<ReceiptType[]> =>
  receiptsRepository.types(ctx.tx, ctx.tenant.id);

/** GET /companies/{id}/receiptTemplates: the company's ready-made receipts. */
export const listReceiptTemplates = async (
  ctx: RequestContext,
  companyId: number,
): Promise<ReceiptTemplate[]> => {
  if (!(await receiptsRepository.companyExists(ctx.tx, ctx.tenant.id, companyId))) {
    throw notFound('Company');
  }
  return receiptsRepository.templatesOfCompany(ctx.tx, ctx.tenant.id, companyId);
};
