import { z } from 'zod';
import { maxId } from './ids';

/**
 * Years the API accepts. Planning lives well inside them; beyond them day arithmetic and time
 * zones stop working (year 0 is no date to PostgreSQL, year 9999 has no next day).
 */
export const firstYear = 1900;
export const lastYear = 2999;

/** Whether a YYYY-MM(-DD) text lies within the accepted years. */
export const withinYears = (text: string): boolean => {
  const year = Number(text.slice(0, 4));
  return year >= firstYear && year <= lastYear;
};

/** A calendar date as the API sends it: YYYY-MM-DD, checked to be a real day. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
  // zod runs refinements even after the regex failed, so guard against Invalid Date.
  .refine((value) => {
    const date = toUtcDate(value);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Not a real date')
  .refine(withinYears, `Use a date from ${firstYear} to ${lastYear}`);

/**
 * A calendar date in a response. Stored dates were checked on the way in; rows from before the
 * year range existed must still serialize, so only the format is described here.
 */
export const isoDateOutputSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A wall-clock time HH:MM (seconds from the database are cut off in DTOs). */
export const timeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the format HH:MM (24 hours)');

const dayMs = 86_400_000;

// Dates are plain days: computing in UTC avoids daylight-saving shifts of a day.
const toUtcDate = (date: string): Date => new Date(`${date}T00:00:00Z`);

export const addDays = (date: string, days: number): string =>
  new Date(toUtcDate(date).getTime() + days * dayMs).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((toUtcDate(to).getTime() - toUtcDate(from).getTime()) / dayMs);

export const addMonths = (date: string, months: number): string => {
  const value = toUtcDate(date);
  value.setUTCMonth(value.getUTCMonth() + months);
  return value.toISOString().slice(0, 10);
};

/** The calendar day of an instant in UTC (the API's "today" for date filters). */
export const isoDateOf = (instant: Date): string => instant.toISOString().slice(0, 10);

/** Every day from `from` to `to`, both included. */
export const daysInRange = (from: string, to: string): string[] =>
  Array.from({ length: Math.max(0, daysBetween(from, to) + 1) }, (_, index) =>
    addDays(from, index),
  );

/** A list filter given once or repeated (?functionIds=1&functionIds=2 or ?functionIds=1,2). */
export const idListQuerySchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .filter((part) => part.trim() !== ''),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^\d+$/, 'Use numeric ids')
          .transform(Number)
          .pipe(z.number().max(maxId, 'No such id')),
      )
      .max(500),
  )
  .optional();
