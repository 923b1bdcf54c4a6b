import { hasRight } from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { forbidden, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { payrollItemsRepository } from './payroll-items.repository';
import { payrollsRepository, type PayrollScope } from './payrolls.repository';

/**
 * payrolls READ ALL (office) reaches everybody's payrolls; any other payrolls READ reaches the
 * caller's own. Someone else's payroll is then as unknown as a missing one (404).
 */
export const payrollScopeOf = (ctx: RequestContext): PayrollScope => {
  if (hasRight(ctx.rights, 'payrolls', 'READ', 'ALL')) return { kind: 'all' };
  if (ctx.auth.personId !== null && hasRight(ctx.rights, 'payrolls', 'READ')) {
    return { kind: 'person', personId: ctx.auth.personId };
  }
  throw forbidden('Payrolls are for crew members and the office');
};

/** Office corrections and notes need payrolls EDIT over all payrolls. */
export const assertPayrollEditor = (ctx: RequestContext): void => {
  if (!hasRight(ctx.rights, 'payrolls', 'EDIT', 'ALL')) {
    throw forbidden('Only the office changes payrolls');
  }
};

/** Only the payroll's own person confirms it or declines its lines. */
export const assertOwnPayroll = (ctx: RequestContext, personId: number): void => {
  if (ctx.auth.personId !== personId) {
    throw forbidden('Only the crew member confirms their payroll or declines its lines');
  }
};

export const findPayroll = async (tx: Executor, ctx: RequestContext, number: string) => {
  const row = await payrollsRepository.byNumber(tx, ctx.tenant.id, number, payrollScopeOf(ctx));
  if (!row) throw notFound('Payroll');
  return row;
};

export const findPayrollItem = async (tx: Executor, ctx: RequestContext, id: number) => {
  const item = await payrollItemsRepository.item(tx, ctx.tenant.id, id, payrollScopeOf(ctx));
  if (!item) throw notFound('Payroll item');
  return item;
};

/**
 * The payroll about to change, read again under its row lock (see payrollsRepository.lock), so
 * the rules are checked against what no other change can still alter.
 */
export const findPayrollForChange = async (tx: Executor, ctx: RequestContext, number: string) => {
  const payroll = await findPayroll(tx, ctx, number);
  await payrollsRepository.lock(tx, ctx.tenant.id, payroll.id);
  return findPayroll(tx, ctx, number);
};

/** A line about to change, read again under its payroll's row lock. */
export const findPayrollItemForChange = async (tx: Executor, ctx: RequestContext, id: number) => {
  const item = await findPayrollItem(tx, ctx, id);
  await payrollsRepository.lock(tx, ctx.tenant.id, item.payrollId);
  return findPayrollItem(tx, ctx, id);
};
