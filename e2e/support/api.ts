import { demoEmail, demoPassword } from './login';

/** The REST API as the mobile app calls it: bearer token, `Type: MOBILE` and the XSRF pair. */
export type Api = {
  /** The bearer token of this login. */
  token: string;
  /** The person behind the login (null for contacts and guests). */
  personId: number | null;
  get: <T>(path: string, query?: Record<string, string | number>) => Promise<T>;
  post: <T>(path: string, body?: unknown) => Promise<T>;
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    what: string,
  ) {
    super(`${what} answered ${status}: ${body.slice(0, 500)}`);
  }
}

/** Times a request the server was too busy for is sent, in all. */
const busyAttempts = 5;

/**
 * fetch, sent again while the server sheds load: on the embedded database it works on eight
 * requests at once (apps/server/src/main.ts) and refuses the next with 503 and Retry-After
 * before doing any of it, so even a change is safe to send again, as the app itself does. Both
 * workers' browsers and specs share those eight.
 */
export const fetchWhenFree = async (url: string, init?: RequestInit): Promise<Response> => {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, init);
    if (response.status !== 503 || attempt === busyAttempts) return response;
    await response.body?.cancel();
    const seconds = Number(response.headers.get('retry-after')) || 1;
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
};

const apiPath = (path: string) => `/api/v1${path.startsWith('/') ? path : `/${path}`}`;

const xsrfCookie = (response: Response): string => {
  for (const cookie of response.headers.getSetCookie()) {
    const match = /^XSRF-TOKEN=([^;]+)/.exec(cookie);
    if (match?.[1]) return match[1];
  }
  throw new Error('GET /tenant/settings did not set the XSRF-TOKEN cookie');
};

const decodeClaims = (token: string): { loginData?: { person?: { id: number } | null } } => {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    loginData?: { person?: { id: number } | null };
  };
};

const readJson = async <T>(response: Response, what: string): Promise<T> => {
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, what);
  return (text ? JSON.parse(text) : undefined) as T;
};

/** Logs a demo account in through the API (GET /tenant/settings first, for the XSRF cookie). */
export const apiLogin = async (baseUrl: string, local: string): Promise<Api> => {
  const settings = await fetchWhenFree(`${baseUrl}${apiPath('/tenant/settings')}`);
  await readJson(settings, 'GET /tenant/settings');
  const xsrf = xsrfCookie(settings);
  const writeHeaders = {
    'Content-Type': 'application/json',
    Cookie: `XSRF-TOKEN=${xsrf}`,
    'X-XSRF-TOKEN': xsrf,
  };
  const login = await fetchWhenFree(`${baseUrl}${apiPath('/auth/token')}`, {
    method: 'POST',
    headers: { ...writeHeaders, Type: 'MOBILE' },
    body: JSON.stringify({ email: demoEmail(local), password: demoPassword }),
  });
  const { token } = await readJson<{ token: string }>(login, `POST /auth/token (${local})`);
  const auth = { Authorization: `Bearer ${token}`, Type: 'MOBILE' };

  return {
    token,
    personId: decodeClaims(token).loginData?.person?.id ?? null,
    get: async (path, query = {}) => {
      const search = new URLSearchParams(
        Object.entries(query).map(([key, value]) => [key, String(value)]),
      ).toString();
      const url = `${baseUrl}${apiPath(path)}${search ? `?${search}` : ''}`;
      return readJson(await fetchWhenFree(url, { headers: auth }), `GET ${path}`);
    },
    post: async (path, body = {}) =>
      readJson(
        await fetchWhenFree(`${baseUrl}${apiPath(path)}`, {
          method: 'POST',
          headers: { ...auth, ...writeHeaders },
          body: JSON.stringify(body),
        }),
        `POST ${path}`,
      ),
  };
};
