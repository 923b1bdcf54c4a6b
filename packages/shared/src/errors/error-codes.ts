import { z } from 'zod';

/**
 * Error codes the API answers with ({ code, message }). The web client translates the code
 * (common:errors.<CODE>) and falls back to the message.
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'TOKEN_INVALID',
  'FORBIDDEN',
  'LOGIN_TYPE_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'TOO_MANY_LOGIN_ATTEMPTS',
  'INVALID_CREDENTIALS',
  'XSRF_TOKEN_INVALID',
  'UNKNOWN_TENANT',
  'LINK_INVALID',
  'INTERNAL_ERROR',
  // Crew member's day (issue 4).
  'JOB_ALREADY_STARTED',
  'DATE_ALREADY_CONFIRMED',
  'VACANCY_NOT_ELIGIBLE',
  'VACANCY_CLOSED',
  'CHECK_IN_TOO_EARLY',
  'CHECK_IN_CLOSED',
  'ALREADY_CHECKED_IN',
  'NOT_CHECKED_IN',
  'ALREADY_CHECKED_OUT',
  'CHECK_OUT_CLOSED',
  'DOCUMENT_ALREADY_SIGNED',
  'DOCUMENT_NOT_SIGNED',
  'CONTACT_EMAIL_MISSING',
  'UNSUPPORTED_FILE_TYPE',
  // Project documents (issue 3).
  'NO_DOCUMENTS',
  'DOCUMENT_NOT_PENDING',
  // Document signing.
  'NOT_READY_TO_SIGN',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** HTTP status each code maps to. */
export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  TOKEN_INVALID: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  LOGIN_TYPE_REQUIRED: 403,
  XSRF_TOKEN_INVALID: 403,
  NOT_FOUND: 404,
  UNKNOWN_TENANT: 404,
  LINK_INVALID: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  TOO_MANY_LOGIN_ATTEMPTS: 429,
  INTERNAL_ERROR: 500,
  JOB_ALREADY_STARTED: 409,
  DATE_ALREADY_CONFIRMED: 409,
  VACANCY_NOT_ELIGIBLE: 409,
  VACANCY_CLOSED: 409,
  CHECK_IN_TOO_EARLY: 409,
  CHECK_IN_CLOSED: 409,
  ALREADY_CHECKED_IN: 409,
  NOT_CHECKED_IN: 409,
  ALREADY_CHECKED_OUT: 409,
  CHECK_OUT_CLOSED: 409,
  DOCUMENT_ALREADY_SIGNED: 409,
  DOCUMENT_NOT_SIGNED: 409,
  CONTACT_EMAIL_MISSING: 409,
  UNSUPPORTED_FILE_TYPE: 400,
  NO_DOCUMENTS: 404,
  DOCUMENT_NOT_PENDING: 409,
  NOT_READY_TO_SIGN: 409,
};
