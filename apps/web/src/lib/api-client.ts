import { errorResponseSchema, type ErrorResponse } from '@crewhub/shared';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { clearSession, getSession } from './session';
import { readXsrfToken, xsrfHeaderName } from './xsrf';

export const apiBase = '/api/v1';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions<T> = {
  method?: Method;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  schema?: z.ZodType<T>;
  /**
   * Auth to send instead of the stored session: a fresh login token, or null for anonymous
   * calls. When set, a 401 does not end the stored session.
   */
  auth?: { token: string; type: string } | null;
};

const readErrorBody = async (response: Response): Promise<ErrorResponse | null> => {
  try {
    const parsed = errorResponseSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

const buildHeaders = <T>(options: RequestOptions<T>, method: Method): Headers => {
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const session = getSession();
  const auth =
    options.auth === undefined && session
      ? { token: session.token, type: session.claims.type }
      : options.auth;
  if (auth) {
    headers.set('Authorization', `Bearer ${auth.token}`);
    if (!headers.has('Type')) headers.set('Type', auth.type);
  }
  const xsrf = method === 'GET' ? null : readXsrfToken();
  if (xsrf) headers.set(xsrfHeaderName, xsrf);
  return headers;
};

const send = async (url: string, init: RequestInit): Promise<Response> => {
  try {
    return await fetch(url, init);
  } catch (error) {
    const aborted = error instanceof DOMException && error.name === 'AbortError';
    throw new ApiError({ kind: aborted ? 'aborted' : 'network' });
  }
};

/** Fetches JSON from any same-origin URL; errors become ApiError with the SPEC section 8 texts. */
export const requestJson = async <T>(url: string, options: RequestOptions<T> = {}): Promise<T> => {
  const method = options.method ?? 'GET';
  const usesStoredSession = options.auth === undefined && getSession() !== null;
  const response = await send(url, {
    method,
    credentials: 'same-origin',
    headers: buildHeaders(options, method),
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (!response.ok) {
    // A rejected stored token means the session is over; the route guard then sends to /login.
    if (response.status === 401 && usesStoredSession) clearSession();
    throw new ApiError({
      kind: 'http',
      status: response.status,
      body: await readErrorBody(response),
    });
  }
  if (response.status === 204) return undefined as T;
  const json: unknown = await response.json();
  return options.schema ? options.schema.parse(json) : (json as T);
};

export const apiRequest = <T>(path: string, options?: RequestOptions<T>): Promise<T> =>
  requestJson(`${apiBase}${path}`, options);
