import {
  daysBetween,
  plusCrewValueTypes,
  type CreatePlusCrewValueDataInput,
  type PlusCrewValueDataQuery,
  type UpdatePlusCrewValueDataInput,
  type UpdatePlusCrewValueInput,
} from '@crewhub/shared';
import { invalidField, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import {
  toHundredths,
  toPlusCrewValue,
  toPlusCrewValueData,
  valueTypeOf,
} from './plus-crews.mappers';
import { plusCrewsRepository, type ValueRow } from './plus-crews.repository';
import { plusCrewById, plusCrewValueInScope } from './plus-crews.scope';

/** GET /plusCrewValues?plusCrewId=: the value types a plus crew tracks, with their settings. */
export const listPlusCrewValues = async (ctx: RequestContext, plusCrewId: number) => {
  const crew = await plusCrewById(ctx, plusCrewId);
  return (await plusCrewsRepository.valuesOf(ctx.tx, ctx.tenant.id, [crew.id])).map(
    toPlusCrewValue,
  );
};

/** Which settings belong to which value type; another type's setting is refused by name. */
const settingsOf: Record<string, ValueRow['valueType']> = {
  bonusShareBasisPoints: 'teamBonus',
  targetMode: 'targetTurnover',
  targetAmountCents: 'targetTurnover',
};

/** POST /plusCrewValues/{id}: track or not, and the bonus rule or default target. */
export const updatePlusCrewValue = async (
  ctx: RequestContext,
  id: number,
  input: UpdatePlusCrewValueInput,
) => {
  const { value } = await plusCrewValueInScope(ctx, id);
  for (const [field, type] of Object.entries(settingsOf)) {
    const given = input[field as keyof UpdatePlusCrewValueInput];
    if (given !== undefined && given !== null && value.valueType !== type) {
      throw invalidField(`body.${field}`, `Only ${valueTypeOf(type).caption} has this setting`);
    }
  }
  await plusCrewsRepository.updateValue(ctx.tx, ctx.tenant.id, id, input);
  return toPlusCrewValue((await plusCrewsRepository.findValue(ctx.tx, ctx.tenant.id, id))!);
};

/** A year of days is the most one call reads: a month at a time is what the dashboard asks. */
const maxRangeDays = 366;

/** GET /plusCrewValueDatas: one value type's daily rows of a plus crew between two dates. */
export const listPlusCrewValueDatas = async (
  ctx: RequestContext,
  query: PlusCrewValueDataQuery,
) => {
  const type = plusCrewValueTypes.find((candidate) => candidate.id === query.valueTypeId);
  if (!type) throw invalidField('querystring.valueTypeId', 'Unknown value type');
  const range = daysBetween(query.dateFrom, query.dateTo);
  if (range < 0) throw invalidField('querystring.dateTo', 'Must not be before dateFrom');
  if (range >= maxRangeDays) throw invalidField('querystring.dateTo', 'At most a year of days');
  const crew = await plusCrewById(ctx, query.plusCrewId);
  const value = (await plusCrewsRepository.valuesOf(ctx.tx, ctx.tenant.id, [crew.id])).find(
    (candidate) => candidate.valueType === type.code,
  );
  if (!value) return [];
  const rows = await plusCrewsRepository.datas(
    ctx.tx,
    ctx.tenant.id,
    [value.id],
    query.dateFrom,
    query.dateTo,
  );
  return rows.map(toPlusCrewValueData);
};

/** Amount types carry cents, Staff Hours carries hours: the other figure must stay empty. */
const figuresFor = (value: ValueRow, input: UpdatePlusCrewValueDataInput) => {
  const unit = valueTypeOf(value.valueType).unit;
  const needed = unit === 'amount' ? 'amountCents' : 'hours';
  const other = unit === 'amount' ? 'hours' : 'amountCents';
  if (input[needed] === undefined || input[needed] === null) {
    throw invalidField(`body.${needed}`, `Required for ${valueTypeOf(value.valueType).caption}`);
  }
  if (input[other] !== undefined && input[other] !== null) {
    throw invalidField(`body.${other}`, `Not used by ${valueTypeOf(value.valueType).caption}`);
  }
  return {
    date: input.date,
    amountCents: input.amountCents ?? null,
    hoursHundredths: toHundredths(input.hours),
  };
};

const dataById = async (ctx: RequestContext, id: number) => {
  const row = await plusCrewsRepository.findData(ctx.tx, ctx.tenant.id, id);
  if (!row) throw notFound('Plus crew value data');
  await plusCrewById(ctx, row.plusCrewId);
  return row;
};

/** POST /plusCrewValueDatas: one more row (several rows may share a date). */
export const createPlusCrewValueData = async (
  ctx: RequestContext,
  input: CreatePlusCrewValueDataInput,
) => {
  const { value } = await plusCrewValueInScope(ctx, input.plusCrewValueId);
  const [created] = await plusCrewsRepository.insertDatas(ctx.tx, [
    {
      tenantId: ctx.tenant.id,
      plusCrewValueId: value.id,
      dataSourceType: 'manual',
      ...figuresFor(value, input),
    },
  ]);
  return toPlusCrewValueData(await dataById(ctx, created!.id));
};

/** POST /plusCrewValueDatas/{id}: corrects a row; a corrected import row counts as by hand. */
export const updatePlusCrewValueData = async (
  ctx: RequestContext,
  id: number,
  input: UpdatePlusCrewValueDataInput,
) => {
  const row = await dataById(ctx, id);
  const value = (await plusCrewsRepository.findValue(ctx.tx, ctx.tenant.id, row.plusCrewValueId))!;
  await plusCrewsRepository.updateData(ctx.tx, ctx.tenant.id, id, figuresFor(value, input));
  return toPlusCrewValueData(await dataById(ctx, id));
};

/** DELETE /plusCrewValueDatas/{id} */
export const deletePlusCrewValueData = async (ctx: RequestContext, id: number) => {
  await dataById(ctx, id);
  await plusCrewsRepository.deleteData(ctx.tx, ctx.tenant.id, id);
  return { message: 'Deleted' };
};
