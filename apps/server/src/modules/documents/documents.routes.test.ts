import type { DocumentItem, DocumentTypeItem, Invoice, Page } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDocumentFactories, multipartBody } from '../../testing/document-factories';
import { createFactories } from '../../testing/factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const guestProject = 'P-2026-001';
const tokens: Record<string, string> = {};
/** A project of another company than the demo client's, with seeded documents. */
let foreignProject: string;
/** A project only this tenant has (the other tenant repeats the demo's numbers). */
const ownOnly = 'DOC-ONLY-1';

const get = (url: string, token = tokens.planner, host?: string) =>
  ctx.request('GET', `/api/v1${url}`, { token, host });

const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF');

const upload = (
  fields: Record<string, string>,
  file: { bytes: Buffer; contentType: string; filename: string } | null,
  options: { number?: string; token?: string } = {},
) => {
  const { payload, headers } = multipartBody(fields, file);
  return ctx.request('POST', `/api/v1/projects/${options.number ?? guestProject}/documents`, {
    token: options.token ?? tokens.planner,
    body: payload,
    headers,
  });
};

beforeAll(async () => {
  for (const local of ['planner', 'client', 'crew', 'office'])
    tokens[local] = await ctx.login(demoLogin(local));
  tokens.guest = await ctx.login({ projectNumber: guestProject, password: 'guest2026' });
  tokens.northwind = await ctx.login(
    demoLogin('planner', 'northwind.crewhub.app'),
    otherTenantHost,
  );
  const invoices = (await get('/invoices')).json<Page<Invoice>>().items;
  const clientCompany = (await get('/invoices', tokens.client)).json<Page<Invoice>>().items[0]!
    .companyId;
  foreignProject = invoices.find((invoice) => invoice.companyId !== clientCompany)!.projectNumber!;
  await createFactories(ctx.handle.db).project({ number: ownOnly, name: 'Documents only here' });
});

describe('GET /documentTypes', () => {
  it('lists the types with their category and parameters', async () => {
    const response = await get('/documentTypes', tokens.crew);
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json<Page<DocumentTypeItem>>();
    expect(total).toBe(items.length);
    expect(items.find((type) => type.name === 'A1 certificate')).toMatchObject({
      category: 'social_security',
      parameters: { validityMonths: 24 },
    });
    expect(new Set(items.map((type) => type.category))).toEqual(
      new Set(['general', 'social_security', 'crew_member', 'calculation']),
    );
  });

  it('answers 400 on a bad limit and 403 to guests', async () => {
    const bad = await get('/documentTypes?limit=5000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('querystring.limit');
    expect((await get('/documentTypes', tokens.guest)).statusCode).toBe(403);
  });
});

describe('GET /projects/{number}/documents', () => {
  it('lists every document newest first for planners, with links that open the file', async () => {
    const response = await get(`/projects/${guestProject}/documents`);
    expect(response.statusCode).toBe(200);
    const page = response.json<Page<DocumentItem>>();
    expect(page).toMatchObject({ page: 1, limit: 1000 });
    const dates = page.items.map((item) => item.documentDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.items.map((item) => item.category)).toContain('calculation');
    const file = await ctx.request('GET', page.items[0]!.file!.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('shows clients approved documents of their own project, without calculations', async () => {
    const items = (await get(`/projects/${guestProject}/documents`, tokens.client)).json<
      Page<DocumentItem>
    >().items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.status === 'approved' && item.category === 'general')).toBe(
      true,
    );
  });

  it('answers 400 on bad paging, 403 without the right, 404 out of scope', async () => {
    const bad = await get(`/projects/${guestProject}/documents?page=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('querystring.page');
    expect((await get(`/projects/${guestProject}/documents`, tokens.crew)).statusCode).toBe(403);
    expect((await get(`/projects/${guestProject}/documents`, tokens.guest)).statusCode).toBe(403);
    expect((await get(`/projects/${foreignProject}/documents`, tokens.client)).statusCode).toBe(
      404,
    );
    expect(
      (await get(`/projects/${ownOnly}/documents`, tokens.northwind, otherTenantHost)).statusCode,
    ).toBe(404);
    expect((await get('/projects/P-1999-999/documents')).statusCode).toBe(404);
  });
});

describe('POST /projects/{number}/documents', () => {
  it('stores a planner upload that awaits approval', async () => {
    const typeId = await createDocumentFactories(ctx.handle.db, ctx.storage).typeId('Site map');
    const response = await upload(
      { typeId: String(typeId), documentDate: '2026-11-20' },
      { bytes: pdf, contentType: 'application/pdf', filename: 'Hall 3 entrances.pdf' },
    );
    expect(response.statusCode).toBe(201);
    const document = response.json<DocumentItem>();
    expect(document).toMatchObject({
      name: 'Hall 3 entrances',
      typeName: 'Site map',
      projectNumber: guestProject,
      documentDate: '2026-11-20',
      status: 'pending',
      file: { filename: 'Hall 3 entrances.pdf', contentType: 'application/pdf', size: pdf.length },
    });
    const listed = (await get(`/projects/${guestProject}/documents`)).json<Page<DocumentItem>>();
    expect(listed.items.map((item) => item.id)).toContain(document.id);
    // Pending: the client does not see it yet.
    expect((await get(`/documents/${document.id}`, tokens.client)).statusCode).toBe(404);
    const bytes = await get(`/documents/${document.id}/file`);
    expect(bytes.rawPayload.equals(pdf)).toBe(true);
  });

  it('names the field that is missing or wrong (400)', async () => {
    const file = { bytes: pdf, contentType: 'application/pdf', filename: 'plan.pdf' };
    const missing = await upload({}, file);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0].field).toBe('body.typeId');
    const idType = await createDocumentFactories(ctx.handle.db, ctx.storage).typeId('ID card');
    const personal = await upload({ typeId: String(idType) }, file);
    expect(personal.statusCode).toBe(400);
    expect(personal.json().issues[0].field).toBe('body.typeId');
    const badDate = await upload({ typeId: '1', documentDate: '2026-02-30' }, file);
    expect(badDate.json().issues[0].field).toBe('body.documentDate');
    const noFile = await upload({ typeId: '1' }, null);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().issues[0].field).toBe('body.file');
  });

  it('refuses files that are not what they claim to be', async () => {
    const script = await upload(
      { typeId: '1' },
      {
        bytes: Buffer.from('#!/bin/sh\nrm -rf /'),
        contentType: 'application/pdf',
        filename: 'x.pdf',
      },
    );
    expect(script.statusCode).toBe(400);
    expect(script.json().code).toBe('UNSUPPORTED_FILE_TYPE');
    const text = await upload(
      { typeId: '1' },
      { bytes: Buffer.from('hello'), contentType: 'text/plain', filename: 'notes.txt' },
    );
    expect(text.json().code).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const response = await upload(
      { typeId: '1' },
      { bytes: big, contentType: 'application/pdf', filename: 'big.pdf' },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('is for planners (403) on projects they can see (404)', async () => {
    const file = { bytes: pdf, contentType: 'application/pdf', filename: 'plan.pdf' };
    expect((await upload({ typeId: '1' }, file, { token: tokens.client })).statusCode).toBe(403);
    const { payload, headers } = multipartBody({ typeId: '1' }, file);
    const otherTenant = await ctx.request('POST', `/api/v1/projects/${ownOnly}/documents`, {
      token: tokens.northwind,
      host: otherTenantHost,
      body: payload,
      headers,
    });
    expect(otherTenant.statusCode).toBe(404);
  });
});

describe('GET /documents/{id} and its file', () => {
  it("opens a person's own papers for them, and for planners", async () => {
    const f = createDocumentFactories(ctx.handle.db, ctx.storage);
    const personId = await f.personIdByEmail('crew@demo.crewhub.app');
    const own = await f.document({ typeId: await f.typeId('ID card'), personId, name: 'My ID' });
    const mine = await get(`/documents/${own.id}`, tokens.crew);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<DocumentItem>()).toMatchObject({ name: 'My ID', category: 'crew_member' });
    const file = await get(`/documents/${own.id}/file`, tokens.crew);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    expect((await get(`/documents/${own.id}`)).statusCode).toBe(200);
  });

  it("hides other companies' and other tenants' documents with 404", async () => {
    const foreign = (await get(`/projects/${foreignProject}/documents`)).json<Page<DocumentItem>>()
      .items[0]!;
    expect((await get(`/documents/${foreign.id}`, tokens.client)).statusCode).toBe(404);
    expect((await get(`/documents/${foreign.id}/file`, tokens.client)).statusCode).toBe(404);
    expect((await get(`/documents/${foreign.id}`, tokens.crew)).statusCode).toBe(404);
    expect(
      (await get(`/documents/${foreign.id}`, tokens.northwind, otherTenantHost)).statusCode,
    ).toBe(404);
    expect((await get('/documents/abc')).statusCode).toBe(400);
    expect((await get(`/documents/${foreign.id}`, tokens.guest)).statusCode).toBe(403);
  });
});

describe('GET /projects/{number}/crewMembersDocuments', () => {
  it("lists the crew's own papers, by person", async () => {
    const response = await get(`/projects/${guestProject}/crewMembersDocuments`);
    expect(response.statusCode).toBe(200);
    const items = response.json<Page<DocumentItem>>().items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.category === 'crew_member' && item.personName)).toBe(true);
    const client = (await get(`/projects/${guestProject}/crewMembersDocuments`, tokens.client))
      .json<Page<DocumentItem>>()
      .items.map((item) => item.id);
    expect(client.length).toBeGreaterThan(0);
    // The client can open what the list shows.
    expect((await get(`/documents/${client[0]}`, tokens.client)).statusCode).toBe(200);
  });

  it('answers 400, 403 and 404 like the project documents', async () => {
    const path = `/projects/${guestProject}/crewMembersDocuments`;
    expect((await get(`${path}?limit=0`)).json().issues[0].field).toBe('querystring.limit');
    expect((await get(path, tokens.crew)).statusCode).toBe(403);
    expect(
      (await get(`/projects/${foreignProject}/crewMembersDocuments`, tokens.client)).statusCode,
    ).toBe(404);
    expect(
      (await get(`/projects/${ownOnly}/crewMembersDocuments`, tokens.northwind, otherTenantHost))
        .statusCode,
    ).toBe(404);
  });
});
