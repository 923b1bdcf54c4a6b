import type { ErrorResponse } from '@crewhub/shared';
import { isUnreachableStatus } from './connection';

export type ApiErrorKind = 'http' | 'network' | 'aborted';

type ApiErrorInit = {
  kind: ApiErrorKind;
  status?: number;
  body?: ErrorResponse | null;
};

/** The message texts match what the product always showed for failed calls. */
const messageFor = ({ kind, status = 0 }: ApiErrorInit): string => {
  if (kind === 'network') return 'Network Error';
  if (kind === 'aborted') return 'Request aborted';
  return `Request failed with status code ${status}`;
};

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** 0 when no response arrived. */
  readonly status: number;
  readonly code: string | null;
  readonly serverMessage: string | null;
  readonly issues: NonNullable<ErrorResponse['issues']>;

  constructor(init: ApiErrorInit) {
    super(messageFor(init));
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.code = init.body?.code ?? null;
    this.serverMessage = init.body?.message ?? null;
    this.issues = init.body?.issues ?? [];
  }
}

export const isApiError = (error: unknown, code?: string): error is ApiError =>
  error instanceof ApiError && (code === undefined || error.code === code);

/**
 * A call that failed for want of a server: no answer at all, or a gateway answering for it
 * (502, 503, 504 without Crewhub's error body). A stored copy may stand in, and it says nothing
 * about the session.
 */
export const isUnreachableError = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.kind === 'network' ||
    (error.kind === 'http' && error.code === null && isUnreachableStatus(error.status)));
