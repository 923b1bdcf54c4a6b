import { errorResponseSchema } from '@crewhub/shared';

/** Declared error responses, so every route documents (and serializes) its failures. */
export const errorResponses = <const S extends readonly (400 | 401 | 403 | 404 | 409 | 413)[]>(
  ...statuses: S
) =>
  Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as {
    [K in S[number]]: typeof errorResponseSchema;
  };
