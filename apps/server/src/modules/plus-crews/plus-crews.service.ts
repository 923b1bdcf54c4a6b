import {
  isoDateOf,
  plusCrewMonthFigures,
  plusCrewMonthRange,
  type PlusCrew,
  type PlusCrewProgress,
  type CreatePlusCrewInput,
  type PlusCrewValueTypeCode,
  type UpdatePlusCrewInput,
} from '@crewhub/shared';
import { invalidField } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import type { RequestContext } from '../../lib/request-context';
import { assertReferences } from '../tenant-references';
import { noLinks, toPlusCrew } from './plus-crews.mappers';
import {
  plusCrewsRepository,
  type DataRow,
  type PlusCrewRow,
  type ValueRow,
} from './plus-crews.repository';
import { plusCrewByNumber } from './plus-crews.scope';

/**
 * Plus crews with their teams and client contacts, in two more statements for any number. A
 * guest link (a shared screen in the venue) gets the figures' crew without the people's names.
 */
const withLinks = async (ctx: RequestContext, rows: PlusCrewRow[]): Promise<PlusCrew[]> => {
  if (ctx.auth.isGuest) return rows.map((row) => toPlusCrew(row, noLinks));
  if (rows.length === 0) return [];
  const { tx } = ctx;
  const members = await plusCrewsRepository.membersOf(
    tx,
    ctx.tenant.id,
    rows.map((row) => row.id),
  );
  const contactIds = [...new Set(rows.flatMap((row) => row.clientContactId ?? []))];
  const contacts =
    contactIds.length === 0
      ? []
      : await plusCrewsRepository.contactsByIds(tx, ctx.tenant.id, contactIds);
  return rows.map((row) =>
    toPlusCrew(row, {
      members: members.filter((member) => member.plusCrewId === row.id),
      clientContact: contacts.find((contact) => contact.id === row.clientContactId) ?? null,
    }),
  );
};

/** GET /plusCrews: every plus crew of the tenant by number. */
export const listPlusCrews = async (ctx: RequestContext) =>
  withLinks(ctx, await plusCrewsRepository.list(ctx.tx, ctx.tenant.id));

/** GET /plusCrews/{number}: the dashboard's first step, resolving the number. */
export const getPlusCrew = async (ctx: RequestContext, number: string) =>
  (await withLinks(ctx, [await plusCrewByNumber(ctx, number)]))[0]!;

/** 400 naming the first team member or the client contact that is not of this tenant. */
const assertLinks = async (ctx: RequestContext, input: UpdatePlusCrewInput) => {
  const ids = input.memberPersonIds;
  const known = await plusCrewsRepository.existingPersonIds(ctx.tx, ctx.tenant.id, ids);
  const unknown = ids.findIndex((id) => !known.has(id));
  if (unknown >= 0) throw invalidField(`body.memberPersonIds.${unknown}`, 'Unknown person');
  await assertReferences(ctx.tx, ctx.tenant.id, {
    'body.clientContactId': ['contact', input.clientContactId],
  });
};

/** POST /plusCrews: a new plus crew; its number is its address, so it must be free. */
export const createPlusCrew = async (ctx: RequestContext, input: CreatePlusCrewInput) => {
  const { tx } = ctx;
  if (await plusCrewsRepository.findByNumber(tx, ctx.tenant.id, input.number)) {
    throw invalidField('number', 'A plus crew with this number exists');
  }
  await assertLinks(ctx, input);
  const { guestPassword, memberPersonIds, ...rest } = input;
  const guestPasswordHash = guestPassword ? await hashPassword(guestPassword) : null;
  const id = await plusCrewsRepository.insert(tx, ctx.tenant.id, { ...rest, guestPasswordHash });
  await plusCrewsRepository.setMembers(tx, ctx.tenant.id, id, memberPersonIds);
  return getPlusCrew(ctx, input.number);
};

/** POST /plusCrews/{number}: settings; a guest password is stored as a hash only. */
export const updatePlusCrew = async (
  ctx: RequestContext,
  number: string,
  input: UpdatePlusCrewInput,
) => {
  const crew = await plusCrewByNumber(ctx, number);
  await assertLinks(ctx, input);
  const { guestPassword, memberPersonIds, ...rest } = input;
  const guestPasswordHash = guestPassword ? await hashPassword(guestPassword) : undefined;
  await plusCrewsRepository.update(ctx.tx, ctx.tenant.id, crew.id, { ...rest, guestPasswordHash });
  await plusCrewsRepository.setMembers(ctx.tx, ctx.tenant.id, crew.id, memberPersonIds);
  return getPlusCrew(ctx, number);
};

const valueOf = (values: ValueRow[], code: PlusCrewValueTypeCode) =>
  values.find((value) => value.valueType === code && value.tracked) ?? null;

/** The month's totals of one plus crew by the shared rules, today being the server's day. */
const monthTotals = (
  ctx: RequestContext,
  crew: PlusCrewRow,
  values: ValueRow[],
  rows: DataRow[],
  month: string,
): PlusCrewProgress => {
  const turnover = valueOf(values, 'actualTurnover');
  const target = valueOf(values, 'targetTurnover');
  const hours = valueOf(values, 'staffHours');
  const bonus = valueOf(values, 'teamBonus');
  const rowsOf = (value: ValueRow | null) =>
    rows
      .filter((row) => row.plusCrewValueId === value?.id)
      .map((row) => ({
        ...row,
        hours: row.hoursHundredths === null ? null : row.hoursHundredths / 100,
      }));
  const figures = plusCrewMonthFigures({
    month,
    today: isoDateOf(ctx.clock.now()),
    turnoverRows: rowsOf(turnover),
    targetRows: rowsOf(target),
    hoursRows: rowsOf(hours),
    target:
      target?.targetMode && target.targetAmountCents !== null
        ? { mode: target.targetMode, amountCents: target.targetAmountCents }
        : null,
    bonusShareBasisPoints: bonus?.bonusShareBasisPoints ?? null,
  });
  return {
    id: crew.id,
    number: crew.number,
    name: crew.name,
    crewType: crew.crewType,
    month,
    actualTurnoverCents: figures.actualTurnoverCents,
    targetTurnoverCents: figures.targetTurnoverCents,
    staffHours: figures.staffHours,
    progressPercent: figures.progressPercent,
    bonusSoFarCents: figures.bonusSoFarCents,
    bonusForecastCents: figures.bonusForecastCents,
  };
};

/** GET /plusCrews/prgrss: each plus crew's progress in a month (this month by default). */
export const plusCrewProgress = async (ctx: RequestContext, month?: string) => {
  const selected = month ?? isoDateOf(ctx.clock.now()).slice(0, 7);
  const crews = await plusCrewsRepository.list(ctx.tx, ctx.tenant.id);
  if (crews.length === 0) return [];
  const values = await plusCrewsRepository.valuesOf(
    ctx.tx,
    ctx.tenant.id,
    crews.map((crew) => crew.id),
  );
  const { dateFrom, dateTo } = plusCrewMonthRange(selected);
  const valueIds = values.map((value) => value.id);
  const rows = await plusCrewsRepository.datas(ctx.tx, ctx.tenant.id, valueIds, dateFrom, dateTo);
  return crews.map((crew) => {
    const own = values.filter((value) => value.plusCrewId === crew.id);
    return monthTotals(ctx, crew, own, rows, selected);
  });
};
