import {
  hasRight,
  pageOf,
  type BankTransfer,
  type BankTransferListQuery,
  type Page,
} from '@crewhub/shared';
import { forbidden } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { bankTransfersRepository, type BankTransferScope } from './bank-transfers.repository';

/** bankTransfers READ ALL (office) reaches every payment; READ OWN the caller's own. */
const scopeOf = (ctx: RequestContext): BankTransferScope => {
  if (hasRight(ctx.rights, 'bankTransfers', 'READ', 'ALL')) return { kind: 'all' };
  if (ctx.auth.personId !== null && hasRight(ctx.rights, 'bankTransfers', 'READ', 'OWN')) {
    return { kind: 'person', personId: ctx.auth.personId };
  }
  throw forbidden('Bank transfers are for their payee and the office');
};

/** GET /bankTransfers: payments made for payrolls, newest first, optionally of one payroll. */
export const listBankTransfers = async (
  ctx: RequestContext,
  query: BankTransferListQuery,
): Promise<Page<BankTransfer>> =>
  pageOf(await bankTransfersRepository.page(ctx.tx, ctx.tenant.id, query, scopeOf(ctx)), query);
