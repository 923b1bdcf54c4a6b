import { z } from 'zod';
import { firstYear, lastYear, withinYears } from '../lists/dates';

/** A month, YYYY-MM. */
export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use the format YYYY-MM')
  .refine(withinYears, `Use a month from ${firstYear} to ${lastYear}`);

/** An instant as ISO 8601 text in responses. */
export const instantSchema = z.string();
