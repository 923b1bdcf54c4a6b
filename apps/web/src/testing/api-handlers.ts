import type { ErrorResponse } from '@crewhub/shared';
import { http, HttpResponse, type PathParams, type RequestHandlerOptions } from 'msw';
import { apiBase } from '@/lib/api-client';

/** A request as the screen sent it, for tests that check what went to the server. */
export type SentRequest = {
  method: string;
  /** The path under /api/v1, e.g. `/jobs/12/confirmation`. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** Parsed JSON, FormData for uploads, undefined without a body. */
  body: unknown;
};

/** An answer with a status other than 200, made by `reply` or `apiError`. */
class StatusReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** A JSON body, a `reply`/`apiError`, or a Response sent as it is. */
type Answer = object | string | number | boolean | null;
/** Works the answer out from the request, for servers with a memory or several outcomes. */
type Resolver = (request: SentRequest, params: PathParams) => Answer | Promise<Answer>;

const sent: SentRequest[] = [];

const readBody = async (request: Request): Promise<unknown> => {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  return type.includes('json') ? (JSON.parse(text) as unknown) : text;
};

const record = async (request: Request): Promise<SentRequest> => {
  const url = new URL(request.url);
  const call = {
    method: request.method,
    path: url.pathname.slice(apiBase.length),
    query: url.searchParams,
    headers: request.headers,
    body: await readBody(request.clone()),
  };
  sent.push(call);
  return call;
};

const toResponse = (answer: Answer): Response => {
  if (answer instanceof Response) return answer;
  if (!(answer instanceof StatusReply)) return HttpResponse.json(answer);
  if (answer.body === undefined) return new HttpResponse(null, { status: answer.status });
  return HttpResponse.json(answer.body, { status: answer.status });
};

const handlerFor =
  (method: 'get' | 'post' | 'delete') =>
  (path: string, answer: Answer | Resolver, options?: RequestHandlerOptions) =>
    http[method](
      `${apiBase}${path}`,
      async ({ request, params }) => {
        const call = await record(request);
        return toResponse(typeof answer === 'function' ? await answer(call, params) : answer);
      },
      options,
    );

/**
 * Handlers for `server.use`; `path` is under /api/v1 and may hold `:params` and `*`. The API
 * takes writes as POST, except the few deletes the product names as DELETE.
 */
export const apiGet = handlerFor('get');
export const apiPost = handlerFor('post');
export const apiDelete = handlerFor('delete');

/** An answer with its own status; without a body it is empty (204). */
export const reply = (status: number, body?: unknown): StatusReply => new StatusReply(status, body);

/** The error body the API sends (`{ code, message, issues? }`), with its status. */
export const apiError = (
  status: number,
  code: string,
  details: Partial<Omit<ErrorResponse, 'code'>> = {},
): StatusReply => reply(status, { code, ...details, message: details.message ?? code });

/** The requests answered so far in this test, oldest first; narrowed by method or path. */
export const sentRequests = (filter: { method?: string; path?: string } = {}): SentRequest[] =>
  sent.filter(
    (call) =>
      (filter.method === undefined || call.method === filter.method) &&
      (filter.path === undefined || call.path === filter.path),
  );

/** `METHOD /path` of each request answered so far, to check which calls a screen made. */
export const sentCalls = (): string[] => sent.map(({ method, path }) => `${method} ${path}`);

/** Forgets the requests of the last test; setup.ts calls it after each one. */
export const forgetSentRequests = (): void => {
  sent.length = 0;
};
