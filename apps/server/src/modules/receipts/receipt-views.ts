import { receiptActions, type ReceiptDetail, type ReceiptSummary } from '@crewhub/shared';
import { toIso } from '../../db/values';
import type { RequestContext } from '../../lib/request-context';
import { signedFileUrl } from '../files';
import { canDecideReceipts, canDeleteReceipt } from './receipt-access';
import { receiptsRepository, type ReceiptRow } from './receipts.repository';

export const toReceiptSummary = (row: ReceiptRow): ReceiptSummary => ({
  id: row.id,
  number: row.number,
  status: row.status,
  date: row.date,
  personId: row.personId,
  personName: row.personName,
  receiptTypeName: row.receiptTypeName,
  projectName: row.projectName,
  totalCents: row.totalCents,
});

/** The receipt with its lines, its files behind signed links and the caller's actions. */
export const toReceiptDetail = async (
  ctx: RequestContext,
  row: ReceiptRow,
): Promise<ReceiptDetail> => {
  const [items, documents] = await Promise.all([
    receiptsRepository.items(ctx.tx, ctx.tenant.id, row.id),
    receiptsRepository.documents(ctx.tx, ctx.tenant.id, row.id),
  ]);
  return {
    ...toReceiptSummary(row),
    receiptTypeId: row.receiptTypeId,
    projectId: row.projectId,
    templateId: row.templateId,
    description: row.description,
    taxCents: row.taxCents,
    submittedAt: toIso(row.submittedAt),
    decidedAt: toIso(row.decidedAt),
    decidedBy: row.decidedBy,
    rejectionReason: row.rejectionReason,
    payrollNumber: row.payrollNumber,
    items,
    documents: documents.map(({ fileId, createdAt, ...document }) => ({
      ...document,
      url: signedFileUrl(ctx, fileId),
      createdAt: createdAt.toISOString(),
    })),
    actions: receiptActions(row, {
      isOwn: row.personId === ctx.auth.personId,
      canDecide: canDecideReceipts(ctx),
      canDelete: canDeleteReceipt(ctx, row),
    }),
  };
};
