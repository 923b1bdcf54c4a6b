import {
  accountTotals,
  hasRight,
  isContractActive,
  localDateOf,
  type ContractCorrectionInput,
  type CreateStaffContractInput,
  type StaffContract,
  type StaffContractDetail,
  type StaffContractListQuery,
  type UpdateStaffContractInput,
} from '@crewhub/shared';
import { AppError, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { insertActivity } from '../activities';
import { assertReferences, invalidField } from '../tenant-references';
import { assertContractEditor, contractScopeOf, findContract } from './contract-access';
import { loadContractAccounts } from './contract-accounts.service';
import { staffContractsRepository, type ContractRow } from './staff-contracts.repository';

const periodTaken = () =>
  new AppError('CONTRACT_PERIOD_OVERLAP', 'The person already has a contract in this period');

const toContract = (row: ContractRow, now: Date): StaffContract => ({
  id: row.id,
  personId: row.personId,
  personName: row.personName,
  contractType: row.contractType,
  quotaUnit: row.quotaUnit,
  quotaMinutes: row.quotaMinutes,
  startDate: row.startDate,
  endDate: row.endDate,
  vacationMinutesPerYear: row.vacationMinutesPerYear,
  active: isContractActive(row, localDateOf(now, row.timeZone)),
});

/** GET /staffContracts: the caller's own contracts, or everyone's for the office. */
export const listStaffContracts = async (
  ctx: RequestContext,
  query: StaffContractListQuery,
): Promise<StaffContract[]> => {
  const now = ctx.clock.now();
  // "Active" and "past" are judged per person's day; UTC's day is close enough to filter by.
  const rows = await staffContractsRepository.list(ctx.tx, ctx.tenant.id, contractScopeOf(ctx), {
    ...query,
    today: now.toISOString().slice(0, 10),
  });
  return rows.map((row) => toContract(row, now));
};

/** GET /persons/{id}/staffContracts and activeStaffContracts: one person's contracts. */
export const personStaffContracts = async (
  ctx: RequestContext,
  personId: number,
  activeOnly: boolean,
) => {
  const scope = contractScopeOf(ctx);
  const known =
    scope.kind === 'all'
      ? (await staffContractsRepository.timeZonesOf(ctx.tx, ctx.tenant.id, [personId])).length > 0
      : scope.personId === personId;
  if (!known) throw notFound('Person');
  return listStaffContracts(ctx, { personId, state: activeOnly ? 'active' : 'all' });
};

/** GET /staffContracts/{id}: the contract with both accounts per period. */
export const getStaffContract = async (
  ctx: RequestContext,
  id: number,
): Promise<StaffContractDetail> => {
  const row = await findContract(ctx, id);
  const now = ctx.clock.now();
  const periods = await loadContractAccounts(ctx.tx, ctx.tenant.id, row, now);
  const corrections = await staffContractsRepository.corrections(ctx.tx, ctx.tenant.id, id);
  return {
    ...toContract(row, now),
    periods,
    totals: accountTotals(periods),
    corrections: corrections.map((correction) => ({
      ...correction,
      createdAt: correction.createdAt.toISOString(),
    })),
    canCorrect: hasRight(ctx.rights, 'staffContracts', 'EDIT', 'ALL'),
  };
};

/** POST /staffContracts: one contract per person at a time, so periods never overlap. */
export const createStaffContract = async (
  ctx: RequestContext,
  input: CreateStaffContractInput,
): Promise<StaffContractDetail> => {
  assertContractEditor(ctx, 'CREATE');
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  await assertReferences(tx, tenantId, { 'body.personId': ['person', input.personId] });
  const period = { startDate: input.startDate, endDate: input.endDate ?? null };
  if (await staffContractsRepository.overlaps(tx, tenantId, input.personId, period)) {
    throw periodTaken();
  }
  const id = await staffContractsRepository.insert(tx, {
    ...input,
    ...period,
    tenantId,
    createdByLoginId: ctx.auth.loginId,
  });
  return getStaffContract(ctx, id);
};

/**
 * POST /staffContracts/{id}: the office changes a contract's type, quota, period or vacation.
 * The accounts follow by themselves, being computed; the period may not meet another contract
 * of the person (409) nor leave a correction outside it (400), and the change is logged.
 */
export const updateStaffContract = async (
  ctx: RequestContext,
  id: number,
  input: UpdateStaffContractInput,
): Promise<StaffContractDetail> => {
  assertContractEditor(ctx, 'EDIT');
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  const row = await findContract(ctx, id);
  const period = { startDate: input.startDate, endDate: input.endDate ?? null };
  if (await staffContractsRepository.overlaps(tx, tenantId, row.personId, period, id)) {
    throw periodTaken();
  }
  for (const correction of await staffContractsRepository.corrections(tx, tenantId, id)) {
    if (correction.date < period.startDate)
      throw invalidField('body.startDate', `A correction of ${correction.date} lies before it`);
    if (period.endDate !== null && correction.date > period.endDate)
      throw invalidField('body.endDate', `A correction of ${correction.date} lies after it`);
  }
  await staffContractsRepository.update(tx, tenantId, id, { ...input, ...period });
  await insertActivity(tx, {
    tenantId,
    type: 'LOG',
    category: 'staffContract.changed',
    caption: `Contract changed: ${input.contractType}, ${input.quotaMinutes} minutes per ${input.quotaUnit}, ${period.startDate} to ${period.endDate ?? 'open end'}`,
    subjectType: 'staff_contract',
    subjectId: id,
    personPartyId: row.personId,
    // What it was before, so the history shows the change.
    parameters: {
      contractType: row.contractType,
      quotaUnit: row.quotaUnit,
      quotaMinutes: row.quotaMinutes,
      startDate: row.startDate,
      endDate: row.endDate ?? 'open',
      vacationMinutesPerYear: row.vacationMinutesPerYear,
    },
    createdByLoginId: ctx.auth.loginId,
  });
  return getStaffContract(ctx, id);
};

/**
 * POST /staffContracts/{id}/corrections: the office moves an account by a logged entry, never
 * by editing what was computed; the activity keeps who did it and why.
 */
export const correctStaffContract = async (
  ctx: RequestContext,
  id: number,
  input: ContractCorrectionInput,
): Promise<StaffContractDetail> => {
  assertContractEditor(ctx, 'EDIT');
  const row = await findContract(ctx, id);
  if (input.date < row.startDate || (row.endDate !== null && input.date > row.endDate)) {
    throw invalidField('body.date', 'The date must lie within the contract');
  }
  const tenantId = ctx.tenant.id;
  await staffContractsRepository.insertCorrection(ctx.tx, {
    ...input,
    tenantId,
    staffContractId: id,
    createdByLoginId: ctx.auth.loginId,
  });
  await insertActivity(ctx.tx, {
    tenantId,
    type: 'LOG',
    category: `staffContract.${input.account}Corrected`,
    caption: `${input.account === 'time' ? 'Time' : 'Vacation'} account corrected by ${input.minutes} minutes`,
    body: input.reason,
    subjectType: 'staff_contract',
    subjectId: id,
    personPartyId: row.personId,
    parameters: { account: input.account, date: input.date, minutes: input.minutes },
    createdByLoginId: ctx.auth.loginId,
  });
  return getStaffContract(ctx, id);
};
