import type { RequestContext } from '../../lib/request-context';
import {
  pageOf,
  payrollConfirmRefusal,
  payrollItemDeclineRefusal,
  type ListQuery,
  type Page,
  type PayrollConfirmation,
  type PayrollDetail,
  type PayrollItem,
  type PayrollListQuery,
  type PayrollSummary,
  type UnassignedAssignment,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { jsonRows, type JsonRead, type SqlValue } from '../../db/json-read';
import { AppError, notFound } from '../../lib/app-error';
import { toIso } from '../../db/values';
import { personExists } from '../persons';
import {
  assertOwnPayroll,
  assertPayrollEditor,
  findPayroll,
  findPayrollForChange,
  payrollScopeOf,
} from './payroll-access';
import { recordPayrollActivity } from './payroll-activities';
import { payrollItemsRepository, type PayrollItemRecord } from './payroll-items.repository';
import { payrollSummaryOf, payrollsRepository, type PayrollRow } from './payrolls.repository';

type Caller = Pick<RequestContext, 'auth'>;

export const toPayrollDetail = (ctx: Caller, row: PayrollRow): PayrollDetail => {
  const summary = payrollSummaryOf(row);
  return {
    ...summary,
    personId: row.personId,
    personName: row.personName,
    itemCount: row.itemCount,
    confirmedAt: toIso(row.confirmedAt),
    confirmedBy: row.confirmedBy,
    confirmRefusal: payrollConfirmRefusal(summary),
    isOwn: row.personId === ctx.auth.personId,
  };
};

export const toPayrollItem = (ctx: Caller, record: PayrollItemRecord): PayrollItem => {
  const { personId, ...item } = record;
  return {
    ...item,
    declineRefusal: payrollItemDeclineRefusal(record.payrollStatus, record.status),
    isOwn: personId === ctx.auth.personId,
  };
};

/** GET /persons/{id}/payrolls: one's own, or anybody's for the office; newest period first. */
export const listPersonPayrolls = async (
  ctx: RequestContext,
  personId: number,
  query: PayrollListQuery,
): Promise<Page<PayrollSummary>> => {
  const { tx } = ctx;
  const scope = payrollScopeOf(ctx);
  const visible =
    scope.kind === 'all'
      ? await personExists(tx, ctx.tenant.id, personId)
      : scope.personId === personId;
  if (!visible) throw notFound('Person');
  return pageOf(await payrollsRepository.pageOfPerson(tx, ctx.tenant.id, personId, query), query);
};

export const getPayroll = async (ctx: RequestContext, number: string): Promise<PayrollDetail> =>
  toPayrollDetail(ctx, await findPayroll(ctx.tx, ctx, number));

/** GET /payrolls/{number}/items: the lines in date order, allowances last. */
export const payrollItemsOf = async (
  ctx: RequestContext,
  number: string,
  query: ListQuery,
): Promise<Page<PayrollItem>> => {
  const { tx } = ctx;
  const payroll = await findPayroll(tx, ctx, number);
  const items = await payrollItemsRepository.items(tx, ctx.tenant.id, payroll.id, query);
  return pageOf(
    { items: items.map((item) => toPayrollItem(ctx, item)), total: payroll.itemCount },
    query,
  );
};

/** GET /payrolls/{number}/unassignedPcis: worked jobs of the period the payroll misses. */
export const unassignedAssignmentsOf = async (
  ctx: RequestContext,
  number: string,
): Promise<UnassignedAssignment[]> => {
  const { tx } = ctx;
  assertPayrollEditor(ctx);
  return payrollsRepository.unassignedAssignments(
    tx,
    ctx.tenant.id,
    await findPayroll(tx, ctx, number),
  );
};

/** POST /payrolls/{number}/confirmation: the crew member agrees with every line. */
export const confirmPayroll = async (
  ctx: RequestContext,
  number: string,
): Promise<PayrollConfirmation> => {
  const { tx } = ctx;
  const payroll = await findPayrollForChange(tx, ctx, number);
  assertOwnPayroll(ctx, payroll.personId);
  const refusal = payrollConfirmRefusal(payrollSummaryOf(payroll));
  if (refusal) throw new AppError(refusal, 'This payroll cannot be confirmed');
  const at = ctx.clock.now();
  const confirmed = await payrollsRepository.confirm(tx, ctx.tenant.id, payroll.id, {
    at,
    loginId: ctx.auth.loginId,
  });
  if (!confirmed) throw new AppError('CONFLICT', 'The payroll changed meanwhile');
  await recordPayrollActivity(tx, ctx, {
    event: 'confirmed',
    caption: `Payroll ${payroll.number} confirmed`,
    type: 'LOG',
    personPartyId: payroll.personId,
    subjectType: 'payroll',
    subjectId: payroll.id,
  });
  return {
    payroll: toPayrollDetail(ctx, (await payrollsRepository.byId(tx, ctx.tenant.id, payroll.id))!),
  };
};

/** The home block "payrolls to confirm" of one person, as a read of home's one statement. */
export const payrollsToConfirmOnHomeRead = (
  tx: Executor,
  tenantId: SqlValue<number>,
  personId: SqlValue<number>,
): JsonRead<PayrollSummary[]> =>
  jsonRows(payrollsRepository.toConfirmOfPerson(tx, tenantId, personId));
