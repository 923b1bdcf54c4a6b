import type { DocumentItem, DocumentTypeItem, Page } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import {
  createDocumentFactories,
  multipartBody,
  type DocumentFactories,
} from '../../testing/document-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const tokens: Record<string, string> = {};
let crewDay: CrewDayFactories;
let documents: DocumentFactories;
/** Types of each category a project or person document takes. */
const types = { general: 0, calculation: 0, crewMember: 0 };
/** The project the upload tests store their files on. */
let uploadProject: string;

const get = (url: string, token = tokens.planner, host?: string) =>
  ctx.request('GET', `/api/v1${url}`, { token, host });

const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF');

const upload = (
  fields: Record<string, string>,
  file: { bytes: Buffer; contentType: string; filename: string } | null,
  options: { number?: string; token?: string } = {},
) => {
  const { payload, headers } = multipartBody(fields, file);
  return ctx.request('POST', `/api/v1/projects/${options.number ?? uploadProject}/documents`, {
    token: options.token ?? tokens.planner,
    body: payload,
    headers,
  });
};

/**
 * A new client's project with a crew member confirmed on it, the client's login and the
 * project guest's. Documents are added by each test.
 */
const clientProject = async () => {
  const client = await crewDay.clientContact();
  const guest = await crewDay.guestProject({
    companyId: client.contact.companyId,
    contactId: client.contact.id,
  });
  const projectId = guest.project.id;
  const crew = await crewDay.crew({ projectId, date: '2026-11-20' });
  const position = await crewDay.position({
    projectCrewId: crew.id,
    projectId,
    functionId: (await crewDay.jobFunction()).id,
    startDate: crew.date,
  });
  const member = await crewDay.person();
  await crewDay.assignment({
    projectCrewItemId: position.id,
    personId: member.id,
    status: 'confirmed',
  });
  return {
    project: guest.project,
    member,
    client: await ctx.login(client.credentials),
    guest: await ctx.login(guest.credentials),
  };
};

beforeAll(async () => {
  crewDay = createCrewDayFactories(ctx.handle.db);
  documents = createDocumentFactories(ctx.handle.db, ctx.storage);
  for (const local of ['planner', 'crew']) tokens[local] = await ctx.login(demoLogin(local));
  tokens.northwind = await ctx.login(
    demoLogin('planner', 'northwind.crewhub.app'),
    otherTenantHost,
  );
  types.general = (await documents.documentType({ name: 'Site plan' })).id;
  types.calculation = (await documents.documentType({ category: 'calculation' })).id;
  types.crewMember = (await documents.documentType({ category: 'crew_member' })).id;
  uploadProject = (await crewDay.project()).number;
});

describe('GET /documentTypes', () => {
  it('lists the types with their category and parameters', async () => {
    const permit = await documents.documentType({
      category: 'social_security',
      parameters: { validityMonths: 24 },
    });
    const response = await get('/documentTypes', tokens.crew);
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json<Page<DocumentTypeItem>>();
    expect(total).toBe(items.length);
    expect(items.find((type) => type.name === permit.name)).toMatchObject({
      category: 'social_security',
      parameters: { validityMonths: 24 },
    });
  });

  it('answers 400 on a bad limit and 403 to guests', async () => {
    const bad = await get('/documentTypes?limit=5000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('querystring.limit');
    const { guest } = await clientProject();
    expect((await get('/documentTypes', guest)).statusCode).toBe(403);
  });
});

describe('GET /projects/{number}/documents', () => {
  it('lists every document newest first for planners, with links that open the file', async () => {
    const { project } = await clientProject();
    const projectId = project.id;
    await documents.document({ typeId: types.general, projectId, documentDate: '2026-11-01' });
    await documents.document({ typeId: types.calculation, projectId, documentDate: '2026-11-05' });
    await documents.document({
      typeId: types.general,
      projectId,
      documentDate: '2026-11-03',
      status: 'pending',
    });
    const response = await get(`/projects/${project.number}/documents`);
    expect(response.statusCode).toBe(200);
    const page = response.json<Page<DocumentItem>>();
    expect(page).toMatchObject({ page: 1, limit: 1000, total: 3 });
    expect(page.items.map((item) => [item.documentDate, item.category])).toEqual([
      ['2026-11-05', 'calculation'],
      ['2026-11-03', 'general'],
      ['2026-11-01', 'general'],
    ]);
    const file = await ctx.request('GET', page.items[0]!.file!.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('shows clients approved documents of their own project, without calculations', async () => {
    const { project, client } = await clientProject();
    const projectId = project.id;
    const approved = await documents.document({ typeId: types.general, projectId });
    await documents.document({ typeId: types.general, projectId, status: 'pending' });
    await documents.document({ typeId: types.calculation, projectId });
    const items = (await get(`/projects/${project.number}/documents`, client)).json<
      Page<DocumentItem>
    >().items;
    expect(items.map((item) => item.id)).toEqual([approved.id]);
  });

  it('answers 400 on bad paging, 403 without the right, 404 out of scope', async () => {
    const { project, client, guest } = await clientProject();
    const foreign = await crewDay.project();
    const path = `/projects/${project.number}/documents`;
    const bad = await get(`${path}?page=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('querystring.page');
    expect((await get(path, tokens.crew)).statusCode).toBe(403);
    expect((await get(path, guest)).statusCode).toBe(403);
    expect((await get(`/projects/${foreign.number}/documents`, client)).statusCode).toBe(404);
    expect((await get(path, tokens.northwind, otherTenantHost)).statusCode).toBe(404);
    expect((await get('/projects/P-1999-999/documents')).statusCode).toBe(404);
  });
});

describe('POST /projects/{number}/documents', () => {
  it('stores a planner upload that awaits approval', async () => {
    const { project, client } = await clientProject();
    const response = await upload(
      { typeId: String(types.general), documentDate: '2026-11-20' },
      { bytes: pdf, contentType: 'application/pdf', filename: 'Hall 3 entrances.pdf' },
      { number: project.number },
    );
    expect(response.statusCode).toBe(201);
    const document = response.json<DocumentItem>();
    expect(document).toMatchObject({
      name: 'Hall 3 entrances',
      typeName: 'Site plan',
      projectNumber: project.number,
      documentDate: '2026-11-20',
      status: 'pending',
      file: { filename: 'Hall 3 entrances.pdf', contentType: 'application/pdf', size: pdf.length },
    });
    const listed = (await get(`/projects/${project.number}/documents`)).json<Page<DocumentItem>>();
    expect(listed.items.map((item) => item.id)).toContain(document.id);
    // Pending: the client does not see it yet.
    expect((await get(`/documents/${document.id}`, client)).statusCode).toBe(404);
    const bytes = await get(`/documents/${document.id}/file`);
    expect(bytes.rawPayload.equals(pdf)).toBe(true);
  });

  it('names the field that is missing or wrong (400)', async () => {
    const file = { bytes: pdf, contentType: 'application/pdf', filename: 'plan.pdf' };
    const missing = await upload({}, file);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0].field).toBe('body.typeId');
    const personal = await upload({ typeId: String(types.crewMember) }, file);
    expect(personal.statusCode).toBe(400);
    expect(personal.json().issues[0].field).toBe('body.typeId');
    const badDate = await upload(
      { typeId: String(types.general), documentDate: '2026-02-30' },
      file,
    );
    expect(badDate.json().issues[0].field).toBe('body.documentDate');
    const noFile = await upload({ typeId: String(types.general) }, null);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().issues[0].field).toBe('body.file');
  });

  it('refuses files that are not what they claim to be', async () => {
    const script = await upload(
      { typeId: String(types.general) },
      {
        bytes: Buffer.from('#!/bin/sh\nrm -rf /'),
        contentType: 'application/pdf',
        filename: 'x.pdf',
      },
    );
    expect(script.statusCode).toBe(400);
    expect(script.json().code).toBe('UNSUPPORTED_FILE_TYPE');
    const text = await upload(
      { typeId: String(types.general) },
      { bytes: Buffer.from('hello'), contentType: 'text/plain', filename: 'notes.txt' },
    );
    expect(text.json().code).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const response = await upload(
      { typeId: String(types.general) },
      { bytes: big, contentType: 'application/pdf', filename: 'big.pdf' },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('is for planners (403) on projects they can see (404)', async () => {
    const file = { bytes: pdf, contentType: 'application/pdf', filename: 'plan.pdf' };
    const client = await ctx.login((await crewDay.clientContact()).credentials);
    expect(
      (await upload({ typeId: String(types.general) }, file, { token: client })).statusCode,
    ).toBe(403);
    const { payload, headers } = multipartBody({ typeId: String(types.general) }, file);
    const otherTenant = await ctx.request('POST', `/api/v1/projects/${uploadProject}/documents`, {
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
    const { person, credentials } = await crewDay.crewMember();
    const token = await ctx.login(credentials);
    const own = await documents.document({
      typeId: types.crewMember,
      personId: person.id,
      name: 'My ID',
    });
    const mine = await get(`/documents/${own.id}`, token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<DocumentItem>()).toMatchObject({ name: 'My ID', category: 'crew_member' });
    const file = await get(`/documents/${own.id}/file`, token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    expect((await get(`/documents/${own.id}`)).statusCode).toBe(200);
  });

  it("hides other companies' and other tenants' documents with 404", async () => {
    const { client, guest } = await clientProject();
    const other = await crewDay.project({ companyId: (await crewDay.company()).id });
    const foreign = await documents.document({ typeId: types.general, projectId: other.id });
    expect((await get(`/documents/${foreign.id}`, client)).statusCode).toBe(404);
    expect((await get(`/documents/${foreign.id}/file`, client)).statusCode).toBe(404);
    expect((await get(`/documents/${foreign.id}`, tokens.crew)).statusCode).toBe(404);
    expect(
      (await get(`/documents/${foreign.id}`, tokens.northwind, otherTenantHost)).statusCode,
    ).toBe(404);
    expect((await get('/documents/abc')).statusCode).toBe(400);
    expect((await get(`/documents/${foreign.id}`, guest)).statusCode).toBe(403);
  });
});

describe('GET /projects/{number}/crewMembersDocuments', () => {
  it("lists the crew's own papers, by person", async () => {
    const { project, member, client } = await clientProject();
    const paper = await documents.document({ typeId: types.crewMember, personId: member.id });
    // Papers of people not confirmed on the project stay out.
    await documents.document({ typeId: types.crewMember, personId: (await crewDay.person()).id });
    const path = `/projects/${project.number}/crewMembersDocuments`;
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    const items = response.json<Page<DocumentItem>>().items;
    expect(items.map((item) => [item.id, item.category])).toEqual([[paper.id, 'crew_member']]);
    expect(items[0]!.personName).toBeTruthy();
    // Clients see a person's papers only of types the office shares with clients.
    const seen = async () =>
      (await get(path, client)).json<Page<DocumentItem>>().items.map((item) => item.id);
    expect(await seen()).toEqual([]);
    expect((await get(`/documents/${paper.id}`, client)).statusCode).toBe(404);
    const shared = await documents.documentType({
      category: 'crew_member',
      shareableWithClients: true,
    });
    const sharedPaper = await documents.document({ typeId: shared.id, personId: member.id });
    expect(await seen()).toEqual([sharedPaper.id]);
    // The client can open what the list shows.
    expect((await get(`/documents/${sharedPaper.id}`, client)).statusCode).toBe(200);
  });

  it('answers 400, 403 and 404 like the project documents', async () => {
    const { project, client } = await clientProject();
    const foreign = await crewDay.project();
    const path = `/projects/${project.number}/crewMembersDocuments`;
    expect((await get(`${path}?limit=0`)).json().issues[0].field).toBe('querystring.limit');
    expect((await get(path, tokens.crew)).statusCode).toBe(403);
    expect((await get(`/projects/${foreign.number}/crewMembersDocuments`, client)).statusCode).toBe(
      404,
    );
    expect((await get(path, tokens.northwind, otherTenantHost)).statusCode).toBe(404);
  });
});
