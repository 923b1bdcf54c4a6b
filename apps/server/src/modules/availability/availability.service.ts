import {
  offsetOf,
  type BlockDate,
  type CreateBlockDateInput,
  type CreateVacationRequestInput,
  type DeletedResult,
  type ListQuery,
  type Page,
  type VacationRequest,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { personIdOf } from '../../lib/person-scope';
import type { RequestContext } from '../../lib/request-context';
import {
  availabilityRepository,
  type BlockDateRow,
  type VacationRequestRow,
} from './availability.repository';

export const dateAlreadyConfirmedText = 'are you sure, this date is already confirmed';

const toBlockDate = (row: BlockDateRow): BlockDate => ({
  id: row.id,
  reason: row.reason,
  startDate: row.startDate,
  endDate: row.endDate,
  createdAt: row.createdAt.toISOString(),
});

const toVacationRequest = (row: VacationRequestRow): VacationRequest => ({
  id: row.id,
  startDate: row.startDate,
  endDate: row.endDate,
  status: row.status,
  unpaid: row.unpaid,
  comment: row.comment,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Blocking a day (or asking for vacation on it) where the person is already confirmed needs
 * their explicit "yes" (`confirm: true`): planning then has to find a replacement.
 */
const guardConfirmedDays = async (
  tx: Executor,
  ctx: RequestContext,
  personId: number,
  input: { startDate: string; endDate?: string | null; confirm: boolean },
) => {
  if (input.confirm) return;
  const range = { from: input.startDate, to: input.endDate ?? input.startDate };
  if (await availabilityRepository.hasConfirmedJobIn(tx, ctx.tenant.id, personId, range)) {
    throw new AppError('DATE_ALREADY_CONFIRMED', dateAlreadyConfirmedText);
  }
};

type Paging = { limit: number; offset: number };

/** A page of the caller's own rows (block dates or vacation requests). */
const ownPage = async <Row, Item>(
  ctx: RequestContext,
  query: ListQuery,
  rows: (
    tx: Executor,
    tenantId: number,
    personId: number,
    paging: Paging,
  ) => Promise<{ rows: Row[]; total: number }>,
  map: (row: Row) => Item,
): Promise<Page<Item>> => {
  const personId = personIdOf(ctx);
  const { tx } = ctx;
  const paging = { limit: query.limit, offset: offsetOf(query) };
  const result = await rows(tx, ctx.tenant.id, personId, paging);
  return {
    items: result.rows.map(map),
    total: result.total,
    page: query.page,
    limit: query.limit,
  };
};

export const listBlockDates = (ctx: RequestContext, query: ListQuery): Promise<Page<BlockDate>> =>
  ownPage(ctx, query, availabilityRepository.blockDates, toBlockDate);

export const createBlockDate = async (
  ctx: RequestContext,
  input: CreateBlockDateInput,
): Promise<BlockDate> => {
  const personId = personIdOf(ctx);
  const { tx } = ctx;
  await guardConfirmedDays(tx, ctx, personId, input);
  const row = await availabilityRepository.insertBlockDate(tx, {
    tenantId: ctx.tenant.id,
    personId,
    reason: input.reason,
    startDate: input.startDate,
    endDate: input.endDate ?? null,
  });
  return toBlockDate(row);
};

export const deleteBlockDate = async (ctx: RequestContext, id: number): Promise<DeletedResult> => {
  const personId = personIdOf(ctx);
  const { tx } = ctx;
  if (!(await availabilityRepository.deleteBlockDate(tx, ctx.tenant.id, personId, id))) {
    throw notFound('Blocked date');
  }
  return { id, deleted: true };
};

export const listVacationRequests = (
  ctx: RequestContext,
  query: ListQuery,
): Promise<Page<VacationRequest>> =>
  ownPage(ctx, query, availabilityRepository.vacationRequests, toVacationRequest);

export const createVacationRequest = async (
  ctx: RequestContext,
  input: CreateVacationRequestInput,
): Promise<VacationRequest> => {
  const personId = personIdOf(ctx);
  const { tx } = ctx;
  await guardConfirmedDays(tx, ctx, personId, input);
  const row = await availabilityRepository.insertVacationRequest(tx, {
    tenantId: ctx.tenant.id,
    personId,
    startDate: input.startDate,
    endDate: input.endDate ?? null,
    unpaid: input.unpaid,
    comment: input.comment ?? null,
  });
  return toVacationRequest(row);
};

/** Only a pending request can be withdrawn; a decided one goes through planning. */
export const deleteVacationRequest = async (
  ctx: RequestContext,
  id: number,
): Promise<DeletedResult> => {
  const personId = personIdOf(ctx);
  const { tx } = ctx;
  const request = await availabilityRepository.vacationRequest(tx, ctx.tenant.id, personId, id);
  if (!request) throw notFound('Vacation request');
  if (request.status !== 'requested') {
    throw new AppError('CONFLICT', 'This vacation was already decided, contact planning');
  }
  await availabilityRepository.deleteVacationRequest(tx, ctx.tenant.id, id);
  return { id, deleted: true };
};
