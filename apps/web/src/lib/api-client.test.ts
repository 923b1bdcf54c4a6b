import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken } from '@/testing/render';
import { apiBlob, apiRequest } from './api-client';
import { ApiError } from './api-error';
import { getSession, startSession } from './session';

const fetchMock = vi.fn<typeof fetch>();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const failure = async (call: Promise<unknown>): Promise<ApiError> => {
  const error = await call.catch((caught: unknown) => caught);
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('apiRequest errors', () => {
  it.each([400, 403, 404, 409, 413, 429, 500])('maps status %i', async (status) => {
    fetchMock.mockResolvedValue(json(status, { code: 'CONFLICT', message: 'Changed meanwhile' }));
    const error = await failure(apiRequest('/things'));
    expect(error).toMatchObject({
      message: `Request failed with status code ${status}`,
      kind: 'http',
      status,
      code: 'CONFLICT',
      serverMessage: 'Changed meanwhile',
    });
  });

  it('keeps validation issues', async () => {
    const issues = [{ field: 'body.email', message: 'Invalid email' }];
    fetchMock.mockResolvedValue(json(400, { code: 'VALIDATION_FAILED', message: 'x', issues }));
    expect((await failure(apiRequest('/things'))).issues).toEqual(issues);
  });

  it('tolerates a body that is not an error response', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await failure(apiRequest('/things'))).toMatchObject({
      message: 'Request failed with status code 502',
      code: null,
      serverMessage: null,
    });
  });

  it('reports a network failure as Network Error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await failure(apiRequest('/things'))).toMatchObject({
      message: 'Network Error',
      kind: 'network',
      status: 0,
    });
  });

  it('reports an aborted call as Request aborted', async () => {
    fetchMock.mockRejectedValue(new DOMException('The user aborted a request.', 'AbortError'));
    expect(await failure(apiRequest('/things'))).toMatchObject({
      message: 'Request aborted',
      kind: 'aborted',
    });
  });
});

describe('apiRequest headers and session', () => {
  const sentHeaders = () => new Headers(fetchMock.mock.calls[0]?.[1]?.headers);

  it('sends the XSRF token on writes only', async () => {
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await apiRequest('/things', { method: 'POST', body: { a: 1 } });
    expect(sentHeaders().get('X-XSRF-TOKEN')).toBe('abc123');
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('same-origin');

    fetchMock.mockClear();
    fetchMock.mockResolvedValue(json(200, {}));
    await apiRequest('/things');
    expect(sentHeaders().has('X-XSRF-TOKEN')).toBe(false);
  });

  it('sends bearer and type of an explicit token', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await apiRequest('/userRights', { auth: { token: 't0k', type: 'project' } });
    expect(sentHeaders().get('Authorization')).toBe('Bearer t0k');
    expect(sentHeaders().get('Type')).toBe('project');
  });

  it('ends the stored session when the server rejects its token', async () => {
    localStorage.setItem('uiSettings', '{"language":"nl"}');
    startSession({
      token: fakeToken(),
      userRights: {},
      mailboxUserRights: [],
      tenant: null,
    });
    expect(getSession()).not.toBeNull();

    fetchMock.mockResolvedValue(json(401, { code: 'TOKEN_INVALID', message: 'Expired' }));
    await failure(apiRequest('/jobs'));
    expect(sentHeaders().get('Type')).toBe('MOBILE');
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('uiSettings')).toBe('{"language":"nl"}');
  });
});

describe('uploads and files', () => {
  it('sends FormData as multipart, leaving the boundary to the browser', async () => {
    fetchMock.mockResolvedValue(json(201, { id: 1 }));
    const body = new FormData();
    body.append('file', new Blob(['x'], { type: 'image/png' }), 'photo.png');
    await apiRequest('/projectCrews/1/photos', { method: 'POST', body });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(body);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('reads a PDF as a blob and reports failures like JSON calls', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const blob = await apiBlob('/projectCrews/1/deliveryNote');
    expect(await blob.text()).toBe('%PDF-1.7');
    fetchMock.mockResolvedValueOnce(json(404, { code: 'NOT_FOUND', message: 'No crew' }));
    expect(await failure(apiBlob('/projectCrews/2/deliveryNote'))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});
