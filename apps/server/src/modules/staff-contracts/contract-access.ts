import { hasRight } from '@crewhub/shared';
import { forbidden, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { staffContractsRepository, type ContractScope } from './staff-contracts.repository';

/**
 * staffContracts READ ALL (office) reaches everybody's contracts; any other READ the caller's
 * own. Someone else's contract is then as unknown as a missing one (404).
 */
export const contractScopeOf = (ctx: RequestContext): ContractScope => {
  if (hasRight(ctx.rights, 'staffContracts', 'READ', 'ALL')) return { kind: 'all' };
  if (ctx.auth.personId !== null) return { kind: 'person', personId: ctx.auth.personId };
  throw forbidden('Contracts are for crew members and the office');
};

/** Recording contracts and correcting their accounts is the office's: the ALL scope. */
export const assertContractEditor = (ctx: RequestContext, right: 'CREATE' | 'EDIT'): void => {
  if (!hasRight(ctx.rights, 'staffContracts', right, 'ALL')) {
    throw forbidden('Only the office records contracts and corrects their accounts');
  }
};

export const findContract = async (ctx: RequestContext, id: number) => {
  const row = await staffContractsRepository.byId(ctx.tx, ctx.tenant.id, id, contractScopeOf(ctx));
  if (!row) throw notFound('Contract');
  return row;
};
