import {
  addDays,
  defaultWorkingTimeLimits,
  jobInterval,
  minutesAsHours,
  workingTimeBreaches,
  workingTimeRefusalCode,
  type PositionTimes,
  type Shift,
  type WorkingTimeBreach,
  type WorkingTimeCheck,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { findPositionInScope } from '../positions';
import { staffContractsRepository, type ShiftRow } from './staff-contracts.repository';

// A month and a week either side cover every period a rule looks at (week, month, rest).
const windowDays = 38;

/**
 * What confirming each person on the position would break, by person id. The shifts are read
 * in each person's time zone; the quota is the contract's running on the position's first day.
 */
export const workingTimeBreachesOf = async (
  tx: Executor,
  tenantId: number,
  positionId: number,
  personIds: number[],
  exceptAssignmentId?: number,
): Promise<Map<number, WorkingTimeBreach[]>> => {
  const result = new Map<number, WorkingTimeBreach[]>();
  const position = await staffContractsRepository.positionTimes(tx, tenantId, positionId);
  if (!position || personIds.length === 0) return result;
  const date = position.startDate;
  const limits = (await staffContractsRepository.limits(tx, tenantId)) ?? defaultWorkingTimeLimits;
  const range = { from: addDays(date, -windowDays), to: addDays(date, windowDays) };
  const shifts = await staffContractsRepository.shifts(tx, tenantId, personIds, range, {
    exceptAssignmentId,
    confirmedOnly: true,
  });
  const zones = await staffContractsRepository.timeZonesOf(tx, tenantId, personIds);
  // Ordered by start, so the latest contract running that day wins.
  const contracts = new Map(
    (await staffContractsRepository.activeOn(tx, tenantId, personIds, date)).map((row) => [
      row.personId,
      row,
    ]),
  );
  // Grouped once: find-best-person asks for every candidate of the tenant at a time.
  const shiftsOf = new Map<number, ShiftRow[]>();
  for (const row of shifts) {
    const own = shiftsOf.get(row.personId);
    if (own) own.push(row);
    else shiftsOf.set(row.personId, [row]);
  }
  // The people on one position share its times, and mostly one time zone: each pair is
  // converted to instants once (time zone arithmetic dominated find-best-person at scale).
  const converted = new Map<string, Shift>();
  const shiftOf = (times: PositionTimes, timeZone: string): Shift => {
    const key = [times.startDate, times.startTime, times.endDate, times.endTime, timeZone].join();
    let shift = converted.get(key);
    if (!shift) {
      shift = { ...jobInterval(times, timeZone), date: times.startDate };
      converted.set(key, shift);
    }
    return shift;
  };
  for (const { personId, timeZone } of zones) {
    const asShift = (times: PositionTimes) => shiftOf(times, timeZone);
    const contract = contracts.get(personId);
    result.set(
      personId,
      workingTimeBreaches({
        shift: asShift(position),
        others: (shiftsOf.get(personId) ?? []).map(asShift),
        quota: contract ? { unit: contract.quotaUnit, minutes: contract.quotaMinutes } : null,
        limits,
      }),
    );
  }
  return result;
};

const describe = (breach: WorkingTimeBreach): string => {
  const hours = (minutes: number) => `${minutesAsHours(minutes)} h`;
  if (breach.rule === 'rest') {
    return `rest ${hours(breach.actualMinutes)} is ${hours(breach.differenceMinutes)} short of ${hours(breach.limitMinutes)}`;
  }
  const what = breach.rule === 'quota' ? 'contract quota' : 'weekly maximum';
  return `${hours(breach.actualMinutes)} is ${hours(breach.differenceMinutes)} over the ${what} of ${hours(breach.limitMinutes)}`;
};

/** The breaches in one line, for the refusal and for the log of a confirmation anyway. */
export const describeBreaches = (breaches: readonly WorkingTimeBreach[]): string =>
  breaches.map(describe).join('; ');

/**
 * Before a planner confirms someone: a breach without a reason is refused with a 409 naming it;
 * with a reason the confirmation goes ahead and the caller logs the returned note. Null when no
 * rule breaks.
 */
export const assertWorkingTime = async (
  ctx: RequestContext,
  check: {
    positionId: number;
    personId: number;
    exceptAssignmentId?: number;
    overrideReason?: string;
  },
): Promise<string | null> => {
  const breaches =
    (
      await workingTimeBreachesOf(
        ctx.tx,
        ctx.tenant.id,
        check.positionId,
        [check.personId],
        check.exceptAssignmentId,
      )
    ).get(check.personId) ?? [];
  const code = workingTimeRefusalCode(breaches);
  if (!code) return null;
  const text = describeBreaches(breaches);
  if (!check.overrideReason) {
    throw new AppError(code, `Working-time rules broken: ${text}. Confirm with a reason.`);
  }
  return `Confirmed despite working-time rules: ${text}`;
};

/** GET /projectCrewItems/{id}/workingTime?personId=: the planner sees breaches before confirming. */
export const checkWorkingTime = async (
  ctx: RequestContext,
  positionId: number,
  personId: number,
): Promise<WorkingTimeCheck> => {
  await findPositionInScope(ctx.tx, ctx, positionId, [['projects', 'EDIT']]);
  const breaches = (await workingTimeBreachesOf(ctx.tx, ctx.tenant.id, positionId, [personId])).get(
    personId,
  );
  if (!breaches) throw notFound('Person');
  return { personId, breaches };
};
