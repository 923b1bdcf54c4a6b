import { addDays } from '../lists/dates';
import { localDateOf, localTimeOf, zonedTimeToUtc } from '../time/zoned-time';

export type QuietHours = { quietFrom: string; quietUntil: string };

/** Whether local time `time` (HH:MM) falls in [from, until), which may span midnight. */
const isQuiet = (time: string, { quietFrom, quietUntil }: QuietHours): boolean =>
  quietFrom === quietUntil
    ? false
    : quietFrom < quietUntil
      ? time >= quietFrom && time < quietUntil
      : time >= quietFrom || time < quietUntil;

/**
 * When a push may go out: `at` itself outside the person's quiet hours, else the end of the quiet
 * hours (the next `quietUntil` in their time zone), so nobody's phone buzzes at night.
 */
export const pushTimeAfterQuietHours = (at: Date, timeZone: string, quiet: QuietHours): Date => {
  const time = localTimeOf(at, timeZone);
  if (!isQuiet(time, quiet)) return at;
  const today = localDateOf(at, timeZone);
  // Before midnight the quiet hours end tomorrow; after midnight, today.
  const endDate = time >= quiet.quietUntil ? addDays(today, 1) : today;
  return zonedTimeToUtc(endDate, quiet.quietUntil, timeZone);
};
