import type { Company, Page } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import { createDocumentFactories } from '../../testing/document-factories';
import { createFactories } from '../../testing/factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';
import { unzip } from '../../testing/unzip';

const ctx = useTestApp();
const tokens: Record<string, string> = {};
/** The demo client's company, and one of the others. */
let own: Company;
let other: Company;

const get = (url: string, token = tokens.planner!, host?: string) =>
  ctx.request('GET', `/api/v1${url}`, { token, host });
const exportPapers = (id: number | string, token = tokens.planner!, host?: string) =>
  ctx.request('POST', `/api/v1/companies/${id}/exportCrewMembersDocuments`, {
    token,
    host,
    body: {},
  });

/**
 * Someone confirmed on a project of `companyId` that ends on `endDate`, holding an approved
 * paper named `paper`; returns the name the archive gives the paper.
 */
const crewWithPaper = async (companyId: number, endDate: string, paper: string) => {
  const f = createFactories(ctx.handle.db);
  const d = createDocumentFactories(ctx.handle.db, ctx.storage);
  const project = await f.project({ companyId, beginDate: endDate, endDate, state: 'confirmed' });
  const crew = await f.crew({ projectId: project.id, date: endDate });
  const job = await f.jobFunction();
  const position = await f.position({
    projectCrewId: crew.id,
    projectId: project.id,
    functionId: job.id,
    startDate: endDate,
  });
  const person = await f.person();
  await f.assignment({ projectCrewItemId: position.id, personId: person.id, status: 'confirmed' });
  const typeId = await d.typeId('VCA safety certificate');
  await d.document({ typeId, personId: person.id, name: paper, status: 'approved' });
  await d.document({ typeId, personId: person.id, name: `${paper} draft`, status: 'pending' });
  return `${person.firstName} ${person.lastName} - ${paper}.pdf`;
};

beforeAll(async () => {
  for (const local of ['planner', 'client', 'crew', 'office'])
    tokens[local] = await ctx.login(demoLogin(local));
  tokens.guest = await ctx.login({ projectNumber: 'P-2026-001', password: 'guest2026' });
  tokens.northwind = await ctx.login(
    demoLogin('planner', 'northwind.crewhub.app'),
    otherTenantHost,
  );
  own = (await get('/companies', tokens.client)).json<Page<Company>>().items[0]!;
  other = (await get('/companies')).json<Page<Company>>().items.find((c) => c.id !== own.id)!;
});

describe('GET /companies', () => {
  it('lists every company by name for planners and the office, their own for clients', async () => {
    const planner = (await get('/companies')).json<Page<Company>>();
    expect(planner.total).toBeGreaterThan(1);
    const names = planner.items.map((company) => company.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect((await get('/companies', tokens.office)).json<Page<Company>>().total).toBe(
      planner.total,
    );
    const client = (await get('/companies', tokens.client)).json<Page<Company>>();
    expect(client.total).toBe(1);
    expect(client.items[0]).toMatchObject({ id: own.id, name: own.name });
    const search = (await get(`/companies?q=${encodeURIComponent(other.name.slice(0, 5))}`)).json<
      Page<Company>
    >();
    expect(search.items.map((company) => company.id)).toContain(other.id);
    expect(search.total).toBeLessThan(planner.total);
  });

  it('answers 400 on bad paging and 403 to crew and guests', async () => {
    const bad = await get('/companies?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('querystring.limit');
    expect((await get('/companies', tokens.crew)).statusCode).toBe(403);
    expect((await get('/companies', tokens.guest)).statusCode).toBe(403);
  });
});

describe('GET /companies/{id}', () => {
  it("shows a company to planners and a client's own company to the client", async () => {
    expect((await get(`/companies/${other.id}`)).json<Company>()).toMatchObject(other);
    expect((await get(`/companies/${own.id}`, tokens.client)).statusCode).toBe(200);
  });

  it('hides other companies from clients and other tenants (404)', async () => {
    expect((await get(`/companies/${other.id}`, tokens.client)).statusCode).toBe(404);
    expect((await get(`/companies/${own.id}`, tokens.northwind, otherTenantHost)).statusCode).toBe(
      404,
    );
    expect((await get('/companies/2000000')).statusCode).toBe(404);
    expect((await get('/companies/abc')).json().issues[0].field).toBe('params.id');
    expect((await get(`/companies/${own.id}`, tokens.crew)).statusCode).toBe(403);
  });
});

describe('POST /companies/{id}/exportCrewMembersDocuments', () => {
  it("zips the approved papers of the company's current and recent crew", async () => {
    const recent = await crewWithPaper(own.id, '2026-06-10', 'Fresh VCA');
    const old = await crewWithPaper(own.id, '2024-06-10', 'Old VCA');
    const response = await exportPapers(own.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('crew-members-documents-');
    const entries = unzip(response.rawPayload);
    expect(entries.has(recent)).toBe(true);
    expect(entries.has(old)).toBe(false);
    const names = [...entries.keys()];
    expect(names.some((name) => name.includes('draft'))).toBe(false);
    for (const bytes of entries.values()) expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The office exports any company's; a client gets none of these papers, whose types are
    // not shared with clients (identity papers stay with the office).
    const forClient = await exportPapers(own.id, tokens.client);
    expect(forClient.statusCode).toBe(404);
    expect(forClient.json()).toMatchObject({ code: 'NO_DOCUMENTS' });
    expect((await exportPapers(own.id, tokens.office)).statusCode).toBe(200);
  });

  it('answers 404 NO_DOCUMENTS for a company without crew papers', async () => {
    const [empty] = await withTenant(ctx.handle.db, 1, (tx) =>
      tx.insert(companies).values({ tenantId: 1, name: 'Empty Events' }).returning(),
    );
    const response = await exportPapers(empty!.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NO_DOCUMENTS');
  });

  it('answers 400, 403 and 404 out of reach', async () => {
    expect((await exportPapers('abc')).json().issues[0].field).toBe('params.id');
    expect((await exportPapers(own.id, tokens.crew)).statusCode).toBe(403);
    expect((await exportPapers(own.id, tokens.guest)).statusCode).toBe(403);
    expect((await exportPapers(other.id, tokens.client)).statusCode).toBe(404);
    expect((await exportPapers(own.id, tokens.northwind, otherTenantHost)).statusCode).toBe(404);
  });
});

describe('GET /companies/{id}/documents', () => {
  it("lists a company's documents to planners and its own client, 404 out of reach", async () => {
    const f = createFactories(ctx.handle.db);
    const d = createDocumentFactories(ctx.handle.db, ctx.storage);
    const company = await f.company({ name: 'Documents client' });
    const typeId = await d.typeId('Site map');
    await d.document({ typeId, companyId: company.id, name: 'Framework contract' });
    const response = await get(`/companies/${company.id}/documents`);
    expect(response.statusCode).toBe(200);
    expect(response.json<Page<{ name: string }>>().items.map((item) => item.name)).toEqual([
      'Framework contract',
    ]);
    expect((await get(`/companies/${own.id}/documents`, tokens.client)).statusCode).toBe(200);
    expect((await get(`/companies/${company.id}/documents`, tokens.client)).statusCode).toBe(404);
    expect((await get(`/companies/${company.id}/documents`, tokens.crew)).statusCode).toBe(403);
    expect(
      (await get(`/companies/${company.id}/documents`, tokens.northwind, otherTenantHost))
        .statusCode,
    ).toBe(404);
    expect((await get(`/companies/${company.id}/documents?page=0`)).statusCode).toBe(400);
  });
});

describe('GET /tenant/companies', () => {
  type Named = { id: number; name: string };

  it('names every company for the tenant’s people, only their own for clients', async () => {
    const all = (await get('/tenant/companies', tokens.crew)).json<Page<Named>>();
    expect(all.items).toContainEqual({ id: other.id, name: other.name });
    expect(all.items[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    const client = (await get('/tenant/companies', tokens.client)).json<Page<Named>>();
    expect(client.items).toEqual([{ id: own.id, name: own.name }]);
    const northwind = (
      await get('/tenant/companies?limit=1000', tokens.northwind, otherTenantHost)
    ).json<Page<Named>>();
    expect(northwind.items.map((company) => company.id)).not.toContain(own.id);
  });

  it('refuses guests (403) and names bad paging (400)', async () => {
    expect((await get('/tenant/companies', tokens.guest)).statusCode).toBe(403);
    expect((await get('/tenant/companies?page=x')).json().issues[0].field).toBe('querystring.page');
  });
});

describe('GET /companies/{id}/settings', () => {
  it('answers recorded settings, the account with expand=account and invoices READ', async () => {
    const plain = (await get(`/companies/${own.id}/settings`)).json();
    expect(plain).toMatchObject({
      companyId: own.id,
      documentLanguage: 'nl',
      clientReferenceRequired: true,
      account: null,
    });
    const office = (
      await get(`/companies/${own.id}/settings?expand=account`, tokens.office)
    ).json();
    expect(office.account).toMatchObject({ debtorNumber: 'D-10041', paymentTermDays: 14 });
    const client = (
      await get(`/companies/${own.id}/settings?expand=account`, tokens.client)
    ).json();
    expect(client.account.vatNumber).toBe('NL812345678B01');
  });

  it('gives a company without settings the defaults', async () => {
    const company = await createFactories(ctx.handle.db).company({ email: 'ap@new.example' });
    const settings = (
      await get(`/companies/${company.id}/settings?expand=account`, tokens.office)
    ).json();
    expect(settings).toEqual({
      companyId: company.id,
      documentLanguage: null,
      clientReferenceRequired: false,
      deliveryNoteSignatureRequired: false,
      account: {
        debtorNumber: null,
        vatNumber: null,
        invoiceEmail: 'ap@new.example',
        paymentTermDays: 30,
      },
    });
  });

  it('answers 400 naming expand, 403 to crew, 404 to other companies and tenants', async () => {
    const bad = await get(`/companies/${own.id}/settings?expand=everything`);
    expect(bad.json().issues[0].field).toBe('querystring.expand');
    expect((await get(`/companies/${own.id}/settings`, tokens.crew)).statusCode).toBe(403);
    expect((await get(`/companies/${other.id}/settings`, tokens.client)).statusCode).toBe(404);
    expect(
      (await get(`/companies/${own.id}/settings`, tokens.northwind, otherTenantHost)).statusCode,
    ).toBe(404);
  });
});

describe('GET /companies/{id}/rateCards', () => {
  it("lists only the company's own agreements, by name", async () => {
    const f = createFactories(ctx.handle.db);
    const company = await f.company();
    await f.rateCard({ companyId: company.id, name: 'B 2027 agreement' });
    await f.rateCard({ companyId: company.id, name: 'A 2026 agreement' });
    await f.rateCard({ companyId: null, name: 'General test card' });
    const page = (await get(`/companies/${company.id}/rateCards`, tokens.office)).json<
      Page<{ name: string; companyId: number }>
    >();
    expect(page.items.map((card) => card.name)).toEqual(['A 2026 agreement', 'B 2027 agreement']);
    expect(page.items.every((card) => card.companyId === company.id)).toBe(true);
  });

  it('needs rateCards READ (403) and hides other tenants (404)', async () => {
    expect((await get(`/companies/${own.id}/rateCards`, tokens.client)).statusCode).toBe(403);
    expect((await get(`/companies/${own.id}/rateCards`, tokens.crew)).statusCode).toBe(403);
    expect(
      (await get(`/companies/${own.id}/rateCards`, tokens.northwind, otherTenantHost)).statusCode,
    ).toBe(404);
    expect((await get('/companies/0/rateCards')).json().issues[0].field).toBe('params.id');
  });
});
