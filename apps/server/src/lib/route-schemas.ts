import { errorResponses } from './error-responses';

/** Error answers every guarded read can give (documented per route, style rule 5). */
export const readErrors = errorResponses(400, 401, 403, 404);

/** Writes can also conflict (duplicate, refused transition, full position). */
export const writeErrors = errorResponses(400, 401, 403, 404, 409);
