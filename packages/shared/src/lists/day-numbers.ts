import { addDays } from './dates';

/**
 * Reads the day numbers of an answer that counts its days from `dayZero` (an ISO date): day n
 * is n days later, negative for earlier days. A bar's dates as numbers are a quarter of their
 * text, and PostgreSQL writes an integer faster than a date. An answer's bars share few days,
 * so each number is worked out once.
 */
export const dayOfNumber = (dayZero: string): ((day: number) => string) => {
  const known = new Map<number, string>();
  return (day) => {
    let date = known.get(day);
    if (date === undefined) {
      date = addDays(dayZero, day);
      known.set(day, date);
    }
    return date;
  };
};

/** A wall-clock time HH:MM from minutes after midnight, as answers count times of day. */
export const timeOfMinutes = (minutes: number | null): string | null => {
  if (minutes === null) return null;
  const hours = String(Math.floor(minutes / 60)).padStart(2, '0');
  return `${hours}:${String(minutes % 60).padStart(2, '0')}`;
};
