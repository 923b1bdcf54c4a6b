import type { ErrorResponse } from '@crewhub/shared';
import { ApiError } from './api-error';
import { reportAnswer, reportNoAnswer } from './connection';
import { clearSession, getSession } from './session';
import { readXsrfToken, xsrfHeaderName } from './xsrf';

export const apiBase = '/api/v1';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions<T> = {
  method?: Method;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A zod or zod/mini schema for the answer (the startup path's are zod/mini). */
  schema?: { parse: (value: unknown) => T };
  /**
   * Auth to send instead of the stored session: a fresh login token, or null for anonymous
   * calls. When set, a 401 does not end the stored session.
   */
  auth?: { token: string; type: string } | null;
};

const readErrorBody = async (response: Response): Promise<ErrorResponse | null> => {
  try {
    // Loaded with the first error only: zod stays off the path to the sign-in form.
    const { errorResponseSchema } = await import('./error-response');
    const parsed = errorResponseSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

const buildHeaders = <T>(options: RequestOptions<T>, method: Method): Headers => {
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  // FormData (uploads) sets its own multipart boundary.
  if (options.body !== undefined && !(options.body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
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

/** Sends the request and tells lib/connection.ts whether the server answered. */
const send = async (url: string, init: RequestInit): Promise<Response> => {
  try {
    const response = await fetch(url, init);
    reportAnswer(response);
    return response;
  } catch (error) {
    // By name, not class: Node's fetch (under the tests) has a DOMException of its own.
    const aborted = error instanceof Error && error.name === 'AbortError';
    if (!aborted) reportNoAnswer();
    throw new ApiError({ kind: aborted ? 'aborted' : 'network' });
  }
};

const encodeBody = (body: unknown): BodyInit | undefined => {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
};

/** Sends the request; a failed status becomes ApiError with the product's usual texts. */
const fetchOk = async <T>(url: string, options: RequestOptions<T>): Promise<Response> => {
  const method = options.method ?? 'GET';
  const usesStoredSession = options.auth === undefined && getSession() !== null;
  const response = await send(url, {
    method,
    credentials: 'same-origin',
    headers: buildHeaders(options, method),
    body: encodeBody(options.body),
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
  return response;
};

/** Fetches JSON from any same-origin URL; errors become ApiError with the product's usual texts. */
export const requestJson = async <T>(url: string, options: RequestOptions<T> = {}): Promise<T> => {
  const response = await fetchOk(url, options);
  if (response.status === 204) return undefined as T;
  const json: unknown = await response.json();
  return options.schema ? options.schema.parse(json) : (json as T);
};

export const apiRequest = <T>(path: string, options?: RequestOptions<T>): Promise<T> =>
  requestJson(`${apiBase}${path}`, options);

/** Binary answers (PDFs behind the Authorization header), for viewing or saving. */
export const apiBlob = async (
  path: string,
  options: Omit<RequestOptions<Blob>, 'schema'> = {},
): Promise<Blob> => {
  const response = await fetchOk(`${apiBase}${path}`, {
    ...options,
    headers: { Accept: '*/*', ...options.headers },
  });
  return response.blob();
};
