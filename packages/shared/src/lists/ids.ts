import { z } from 'zod';

/**
 * Row ids are PostgreSQL integers. A larger number can name no row, and the database would
 * refuse to compare with it, so it is refused as invalid input instead.
 */
export const maxId = 2_147_483_647;

/** An id in a JSON body. */
export const idSchema = z.number().int().positive().max(maxId);

/** An id in a path or query string. */
export const idParamSchema = z.coerce.number().int().positive().max(maxId);
