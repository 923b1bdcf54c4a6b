import type { Activity, DocumentItem, Page } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDocumentFactories, multipartBody } from '../../testing/document-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const project = 'P-2026-001';
const tokens: Record<string, string> = {};
const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF');

const get = (url: string, token: string) => ctx.request('GET', `/api/v1${url}`, { token });
const review = (id: number | string, body: unknown, token = tokens.office!, host?: string) =>
  ctx.request('POST', `/api/v1/documents/${id}`, { token, body, host });

/** A planner's upload to the guest project, which awaits approval. */
const uploadPending = async (name: string) => {
  const typeId = await createDocumentFactories(ctx.handle.db, ctx.storage).typeId('Site map');
  const { payload, headers } = multipartBody(
    { typeId: String(typeId), name },
    { bytes: pdf, contentType: 'application/pdf', filename: `${name}.pdf` },
  );
  const response = await ctx.request('POST', `/api/v1/projects/${project}/documents`, {
    token: tokens.planner,
    body: payload,
    headers,
  });
  expect(response.statusCode).toBe(201);
  return response.json<DocumentItem>();
};

const listed = async (token: string) =>
  (await get(`/projects/${project}/documents`, token)).json<Page<DocumentItem>>().items;

beforeAll(async () => {
  for (const local of ['planner', 'client', 'crew', 'office'])
    tokens[local] = await ctx.login(demoLogin(local));
  tokens.northwind = await ctx.login(
    demoLogin('planner', 'northwind.crewhub.app'),
    otherTenantHost,
  );
});

describe('POST /documents/{id}', () => {
  it('approves an upload, with a corrected name, so clients see it; the project log says so', async () => {
    const upload = await uploadPending('Hall plan draft');
    expect((await get(`/documents/${upload.id}`, tokens.client!)).statusCode).toBe(404);

    const response = await review(upload.id, { status: 'approved', name: 'Hall plan' });
    expect(response.statusCode).toBe(200);
    expect(response.json<DocumentItem>()).toMatchObject({
      id: upload.id,
      name: 'Hall plan',
      status: 'approved',
      typeName: 'Site map',
    });
    expect((await get(`/documents/${upload.id}`, tokens.client!)).statusCode).toBe(200);
    expect((await listed(tokens.client!)).map((item) => item.id)).toContain(upload.id);

    const log = (
      await get(
        `/activities?subjectType=project&subjectId=${upload.projectId}&type=LOG`,
        tokens.planner!,
      )
    ).json<Page<Activity>>().items;
    expect(log.map((activity) => activity.caption)).toContain('Document "Hall plan" approved');
  });

  it('keeps a rejected upload with its uploader only, marked rejected', async () => {
    const upload = await uploadPending('Old floor plan');
    const response = await review(upload.id, { status: 'rejected' });
    expect(response.statusCode).toBe(200);
    expect(response.json<DocumentItem>().status).toBe('rejected');

    const uploader = (await listed(tokens.planner!)).find((item) => item.id === upload.id);
    expect(uploader?.status).toBe('rejected');
    expect((await listed(tokens.office!)).map((item) => item.id)).not.toContain(upload.id);
    expect((await listed(tokens.client!)).map((item) => item.id)).not.toContain(upload.id);
    expect((await get(`/documents/${upload.id}`, tokens.client!)).statusCode).toBe(404);
  });

  it('answers 409 when the document was already reviewed', async () => {
    const upload = await uploadPending('Stage plan');
    expect((await review(upload.id, { status: 'approved' })).statusCode).toBe(200);
    const twice = await review(upload.id, { status: 'approved' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('DOCUMENT_NOT_PENDING');
    expect((await review(upload.id, { status: 'rejected' })).statusCode).toBe(409);
  });

  it('names the field that is missing or wrong (400)', async () => {
    const upload = await uploadPending('Catering plan');
    const status = await review(upload.id, { status: 'pending' });
    expect(status.statusCode).toBe(400);
    expect(status.json().issues[0].field).toBe('body.status');
    expect((await review(upload.id, {})).json().issues[0].field).toBe('body.status');
    const blank = await review(upload.id, { status: 'approved', name: '  ' });
    expect(blank.json().issues[0].field).toBe('body.name');
    // An ID card is a person's paper, not a project document.
    const idCard = await createDocumentFactories(ctx.handle.db, ctx.storage).typeId('ID card');
    const type = await review(upload.id, { status: 'approved', typeId: idCard });
    expect(type.statusCode).toBe(400);
    expect(type.json().issues[0].field).toBe('body.typeId');
    expect((await review('abc', { status: 'approved' })).json().issues[0].field).toBe('params.id');
    // Nothing was settled by the refused calls.
    expect((await get(`/documents/${upload.id}`, tokens.planner!)).json().status).toBe('pending');
  });

  it('is for the office and planners (403), within the tenant (404)', async () => {
    const upload = await uploadPending('Parking plan');
    expect((await review(upload.id, { status: 'approved' }, tokens.client)).statusCode).toBe(403);
    expect((await review(upload.id, { status: 'approved' }, tokens.crew)).statusCode).toBe(403);
    const otherTenant = await review(
      upload.id,
      { status: 'approved' },
      tokens.northwind,
      otherTenantHost,
    );
    expect(otherTenant.statusCode).toBe(404);
    expect((await review(2_000_000, { status: 'approved' })).statusCode).toBe(404);
    // The planner may review too (projectAttachments EDIT, all projects).
    expect((await review(upload.id, { status: 'approved' }, tokens.planner)).statusCode).toBe(200);
  });
});

describe('GET /documentApprovals', () => {
  const queue = (token = tokens.office!, query = '', host?: string) =>
    ctx.request('GET', `/api/v1/documentApprovals${query}`, { token, host });

  it("lists every owner's uploads that await a decision, oldest first, until one is settled", async () => {
    const first = await uploadPending('Rigging plan');
    const second = await uploadPending('Power plan');
    const response = await queue();
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json<Page<DocumentItem>>();
    expect(items.every((item) => item.status === 'pending')).toBe(true);
    expect(total).toBe(items.length);
    const ids = items.map((item) => item.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    // The demo's crew papers wait here too, with their owner named.
    expect(items.some((item) => item.personName !== null)).toBe(true);
    expect(items.find((item) => item.id === first.id)?.file?.url).toContain('signature=');

    expect((await review(first.id, { status: 'approved' })).statusCode).toBe(200);
    const after = (await queue()).json<Page<DocumentItem>>();
    expect(after.items.map((item) => item.id)).not.toContain(first.id);
    expect(after.total).toBe(total - 1);
  });

  it('is for reviewers (403), shows only its own tenant, and names a bad paging field', async () => {
    expect((await queue(tokens.crew)).statusCode).toBe(403);
    expect((await queue(tokens.client)).statusCode).toBe(403);
    const ours = await uploadPending('Crowd barrier plan');
    const theirs = (await queue(tokens.northwind, '', otherTenantHost)).json<Page<DocumentItem>>();
    expect(theirs.items.map((item) => item.id)).not.toContain(ours.id);
    const bad = await queue(tokens.office, '?limit=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('querystring.limit');
  });
});
