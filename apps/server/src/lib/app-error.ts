import { errorStatus, type ErrorCode } from '@crewhub/shared';

export type FieldIssue = { field: string; message: string };

/** A failure with a stable code; the error handler maps the code to the HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues?: FieldIssue[];

  constructor(code: ErrorCode, message: string, issues?: FieldIssue[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.issues = issues;
  }

  get statusCode(): number {
    return errorStatus[this.code];
  }
}

export const notFound = (what: string): AppError => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You do not have permission to do this'): AppError =>
  new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Please log in'): AppError =>
  new AppError('UNAUTHENTICATED', message);
/** A 400 that names the one field at fault, as validation failures do. */
export const invalidField = (field: string, message: string): AppError =>
  new AppError('VALIDATION_FAILED', `${field}: ${message}`, [{ field, message }]);
