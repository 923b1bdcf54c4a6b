import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, apiGet, apiPost, reply, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { fakeToken } from '@/testing/render';
import { apiBlob, apiRequest } from './api-client';
import { ApiError } from './api-error';
import { getSession, startSession } from './session';

const failure = async (call: Promise<unknown>): Promise<ApiError> => {
  const error = await call.catch((caught: unknown) => caught);
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
};

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('apiRequest errors', () => {
  it.each([400, 403, 404, 409, 413, 429, 500])('maps status %i', async (status) => {
    server.use(apiGet('/things', apiError(status, 'CONFLICT', { message: 'Changed meanwhile' })));
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
    server.use(apiGet('/things', apiError(400, 'VALIDATION_FAILED', { issues })));
    expect((await failure(apiRequest('/things'))).issues).toEqual(issues);
  });

  it('tolerates a body that is not an error response', async () => {
    server.use(
      apiGet('/things', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
    );
    expect(await failure(apiRequest('/things'))).toMatchObject({
      message: 'Request failed with status code 502',
      code: null,
      serverMessage: null,
    });
  });

  it('reports a network failure as Network Error', async () => {
    server.use(apiGet('/things', () => HttpResponse.error()));
    expect(await failure(apiRequest('/things'))).toMatchObject({
      message: 'Network Error',
      kind: 'network',
      status: 0,
    });
  });

  it('reports an aborted call as Request aborted', async () => {
    server.use(apiGet('/things', {}));
    const signal = AbortSignal.abort();
    expect(await failure(apiRequest('/things', { signal }))).toMatchObject({
      message: 'Request aborted',
      kind: 'aborted',
    });
  });
});

describe('apiRequest headers and session', () => {
  const sentHeaders = () => sentRequests()[0]?.headers ?? new Headers();

  it('sends the XSRF token on writes only', async () => {
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
    let credentials: RequestCredentials | undefined;
    server.use(
      http.post('/api/v1/things', ({ request }) => {
        credentials = request.credentials;
      }),
      apiPost('/things', reply(204)),
      apiGet('/things', {}),
    );
    await apiRequest('/things', { method: 'POST', body: { a: 1 } });
    expect(credentials).toBe('same-origin');
    await apiRequest('/things');
    const [write, read] = sentRequests();
    expect(write?.headers.get('X-XSRF-TOKEN')).toBe('abc123');
    expect(write?.headers.get('Content-Type')).toBe('application/json');
    expect(read?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('sends bearer and type of an explicit token', async () => {
    server.use(apiGet('/userRights', { ok: true }));
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

    server.use(apiGet('/jobs', apiError(401, 'TOKEN_INVALID', { message: 'Expired' })));
    await failure(apiRequest('/jobs'));
    expect(sentHeaders().get('Type')).toBe('MOBILE');
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('uiSettings')).toBe('{"language":"nl"}');
  });
});

describe('uploads and files', () => {
  it('sends FormData as multipart, leaving the boundary to the browser', async () => {
    server.use(apiPost('/projectCrews/:id/photos', reply(201, { id: 1 })));
    const body = new FormData();
    body.append('file', new Blob(['x'], { type: 'image/png' }), 'photo.png');
    await apiRequest('/projectCrews/1/photos', { method: 'POST', body });
    const [sent] = sentRequests();
    expect(sent?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect((sent?.body as FormData).has('file')).toBe(true);
  });

  it('reads a PDF as a blob and reports failures like JSON calls', async () => {
    server.use(
      apiGet(
        '/projectCrews/1/deliveryNote',
        () => new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
      ),
      apiGet('/projectCrews/2/deliveryNote', apiError(404, 'NOT_FOUND', { message: 'No crew' })),
    );
    const blob = await apiBlob('/projectCrews/1/deliveryNote');
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(await failure(apiBlob('/projectCrews/2/deliveryNote'))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});
