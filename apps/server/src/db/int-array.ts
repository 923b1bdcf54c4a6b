import { sql, type SQL } from 'drizzle-orm';

/** SQL: ids as one int[] parameter (one parameter whatever their number, so one statement text). */
export const intArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::int[]`;
