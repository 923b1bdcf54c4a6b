import type { CrewItemStatus } from '../planning/crew-item-status';
import type { Interval } from './job-times';

const hourMs = 3_600_000;

/** Check-in opens this long before the shift starts and closes when it ends. */
export const checkInOpensBeforeStartMs = 2 * hourMs;
/** Check-out stays open this long after the shift ends (late finishes, forgotten check-outs). */
export const checkOutClosesAfterEndMs = 6 * hourMs;

/** A job the person works: confirmed, or on the spare bench (what "now" and next jobs show). */
export const workingStatuses: readonly CrewItemStatus[] = ['confirmed', 'spare'];

export type RuleResult<Code extends string> =
  { ok: true; message: string } | { ok: false; code: Code; message: string };

export const jobConfirmationTexts = {
  notStarted: 'job has not started',
  alreadyStarted: 'job already started, contact planning to confirm',
} as const;

/** A job not yet started may be confirmed; once started the person must contact planning. */
export const canConfirmJob = (start: Date, now: Date): RuleResult<'JOB_ALREADY_STARTED'> =>
  now < start
    ? { ok: true, message: jobConfirmationTexts.notStarted }
    : { ok: false, code: 'JOB_ALREADY_STARTED', message: jobConfirmationTexts.alreadyStarted };

export type CheckInRefusal = 'CHECK_IN_TOO_EARLY' | 'CHECK_IN_CLOSED' | 'ALREADY_CHECKED_IN';
export type CheckOutRefusal =
  'NOT_CHECKED_IN' | 'ALREADY_CHECKED_OUT' | 'JOB_NOT_STARTED' | 'CHECK_OUT_CLOSED';

type Attendance = {
  interval: Interval;
  now: Date;
  checkInAt: Date | null;
  checkOutAt: Date | null;
};

export const checkInWindow = (interval: Interval): Interval => ({
  start: new Date(interval.start.getTime() - checkInOpensBeforeStartMs),
  end: interval.end,
});

export const checkOutWindow = (interval: Interval, checkInAt: Date): Interval => ({
  start: checkInAt,
  end: new Date(interval.end.getTime() + checkOutClosesAfterEndMs),
});

export const evaluateCheckIn = ({
  interval,
  now,
  checkInAt,
}: Attendance): RuleResult<CheckInRefusal> => {
  if (checkInAt)
    return { ok: false, code: 'ALREADY_CHECKED_IN', message: 'You are already checked in' };
  const window = checkInWindow(interval);
  if (now < window.start) {
    return {
      ok: false,
      code: 'CHECK_IN_TOO_EARLY',
      message: 'Check-in opens 2 hours before the shift starts',
    };
  }
  if (now > window.end) {
    return { ok: false, code: 'CHECK_IN_CLOSED', message: 'Check-in closed when the shift ended' };
  }
  return { ok: true, message: 'Checked in' };
};

export const evaluateCheckOut = ({
  interval,
  now,
  checkInAt,
  checkOutAt,
}: Attendance): RuleResult<CheckOutRefusal> => {
  if (!checkInAt || now < checkInAt) {
    return { ok: false, code: 'NOT_CHECKED_IN', message: 'Check in before checking out' };
  }
  if (checkOutAt) {
    return { ok: false, code: 'ALREADY_CHECKED_OUT', message: 'You are already checked out' };
  }
  // Checking in opens before the start; the work it records cannot end before it began.
  if (now < interval.start) {
    return { ok: false, code: 'JOB_NOT_STARTED', message: jobConfirmationTexts.notStarted };
  }
  if (now > checkOutWindow(interval, checkInAt).end) {
    return {
      ok: false,
      code: 'CHECK_OUT_CLOSED',
      message: 'Check-out closed 6 hours after the shift ended, contact planning',
    };
  }
  return { ok: true, message: 'Checked out' };
};

/** A crew chief signs off hours only of a shift that has started. */
export const canSignOff = (interval: Interval, now: Date): RuleResult<'JOB_NOT_STARTED'> =>
  now < interval.start
    ? { ok: false, code: 'JOB_NOT_STARTED', message: jobConfirmationTexts.notStarted }
    : { ok: true, message: 'Hours signed off' };

/** Hours between check-in and check-out, to the nearest quarter hour (the sign-off proposal). */
export const workedHours = (checkInAt: Date | null, checkOutAt: Date | null): number | null => {
  if (!checkInAt || !checkOutAt || checkOutAt <= checkInAt) return null;
  return Math.round((checkOutAt.getTime() - checkInAt.getTime()) / (hourMs / 4)) / 4;
};

/**
 * "Has changed": times or function changed after the person was asked and they have not
 * confirmed since.
 */
export const jobHasChanged = (job: {
  changedAt: Date | null;
  askedAt: Date;
  confirmedAt: Date | null;
}): boolean => job.changedAt !== null && job.changedAt > (job.confirmedAt ?? job.askedAt);
