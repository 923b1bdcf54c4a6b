import { z } from 'zod';

/** A month, YYYY-MM. */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use the format YYYY-MM');

/** An instant as ISO 8601 text in responses. */
export const instantSchema = z.string();
