import {
  invoiceStatuses,
  type Invoice,
  type InvoiceFilterOptions,
  type Page,
} from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFactories } from '../../testing/factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const tokens: Record<string, string> = {};
let all: Invoice[];
let clientCompanyId: number;
/** A project only this tenant has (the other tenant repeats the demo's numbers). */
const withoutInvoices = 'INV-NONE-1';

const get = (url: string, token = tokens.planner, host?: string) =>
  ctx.request('GET', `/api/v1${url}`, { token, host });
const list = async (query = '', token = tokens.planner) => {
  const response = await get(`/invoices${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json<Page<Invoice>>().items;
};

beforeAll(async () => {
  for (const local of ['planner', 'client', 'crew', 'office'])
    tokens[local] = await ctx.login(demoLogin(local));
  tokens.guest = await ctx.login({ projectNumber: 'P-2026-001', password: 'guest2026' });
  tokens.northwind = await ctx.login(
    demoLogin('planner', 'northwind.crewhub.app'),
    otherTenantHost,
  );
  all = await list();
  clientCompanyId = (await list('', tokens.client))[0]!.companyId;
  await createFactories(ctx.handle.db).project({ number: withoutInvoices });
});

describe('GET /invoices', () => {
  it('lists invoices in every status, newest first, for planners and office', async () => {
    expect(new Set(all.map((invoice) => invoice.status))).toEqual(new Set(invoiceStatuses));
    const dates = all.map((invoice) => invoice.invoiceDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await list('', tokens.office)).length).toBe(all.length);
    const released = all.find((invoice) => invoice.status === 'paid')!;
    expect(released.paidDate).not.toBeNull();
    const file = await ctx.request('GET', released.fileUrl!);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(all.find((invoice) => invoice.status === 'design')!.fileUrl).toBeNull();
  });

  it('filters by status, company, project and contact', async () => {
    expect((await list('?status=paid')).every((invoice) => invoice.status === 'paid')).toBe(true);
    const sample = all.find((invoice) => invoice.contactId !== null)!;
    const byCompany = await list(`?companyId=${sample.companyId}`);
    expect(byCompany.every((invoice) => invoice.companyId === sample.companyId)).toBe(true);
    const byProject = await list(`?projectId=${sample.projectId}`);
    expect(byProject.map((invoice) => invoice.number)).toContain(sample.number);
    expect(byProject.every((invoice) => invoice.projectId === sample.projectId)).toBe(true);
    const byContact = await list(`?contactId=${sample.contactId}&status=${sample.status}`);
    expect(byContact.every((invoice) => invoice.contactId === sample.contactId)).toBe(true);
    expect(byContact.length).toBeGreaterThan(0);
  });

  it("shows clients their company's released invoices only", async () => {
    const mine = await list('', tokens.client);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((invoice) => invoice.companyId === clientCompanyId)).toBe(true);
    expect(mine.some((invoice) => invoice.status === 'design')).toBe(false);
    const foreign = all.find((invoice) => invoice.companyId !== clientCompanyId)!;
    expect(await list(`?companyId=${foreign.companyId}`, tokens.client)).toEqual([]);
  });

  it('answers 400 naming the field and 403 without the right', async () => {
    const bad = await get('/invoices?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('querystring.status');
    expect((await get('/invoices?companyId=0')).json().issues[0].field).toBe(
      'querystring.companyId',
    );
    expect((await get('/invoices', tokens.crew)).statusCode).toBe(403);
    expect((await get('/invoices', tokens.guest)).statusCode).toBe(403);
  });
});

describe('GET /invoices/filters', () => {
  type Options = InvoiceFilterOptions;
  const options = async (query = '', token = tokens.planner) => {
    const response = await get(`/invoices/filters${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Options>();
  };

  it('offers the projects and contacts on the invoices, of one company when named', async () => {
    const everything = await options();
    const projectIds = new Set(all.flatMap((invoice) => invoice.projectId ?? []));
    expect(new Set(everything.projects.map((project) => project.id))).toEqual(projectIds);
    const contactIds = new Set(all.flatMap((invoice) => invoice.contactId ?? []));
    expect(new Set(everything.contacts.map((contact) => contact.id))).toEqual(contactIds);

    const sample = all.find((invoice) => invoice.contactId !== null)!;
    const ofCompany = await options(`?companyId=${sample.companyId}`);
    const ofSample = all.filter((invoice) => invoice.companyId === sample.companyId);
    expect(ofCompany.contacts.map((contact) => contact.id)).toContain(sample.contactId);
    expect(
      ofCompany.projects.every((project) =>
        ofSample.some((invoice) => invoice.projectId === project.id),
      ),
    ).toBe(true);
  });

  it("offers clients only what is on their company's released invoices", async () => {
    const mine = await list('', tokens.client);
    const offered = await options('', tokens.client);
    expect(
      offered.projects.every((project) => mine.some((invoice) => invoice.projectId === project.id)),
    ).toBe(true);
    expect((await get('/invoices/filters', tokens.crew)).statusCode).toBe(403);
    expect((await get('/invoices/filters?companyId=x')).statusCode).toBe(400);
  });
});

describe('GET /invoices/{number}', () => {
  it('opens one invoice by number', async () => {
    const sample = all.find((invoice) => invoice.status === 'unpaid')!;
    const response = await get(`/invoices/${sample.number}`, tokens.office);
    expect(response.statusCode).toBe(200);
    expect(response.json<Invoice>()).toEqual(sample);
  });

  it("hides designs, other companies' and other tenants' invoices with 404", async () => {
    const design = all.find(
      (invoice) => invoice.status === 'design' && invoice.companyId === clientCompanyId,
    )!;
    expect((await get(`/invoices/${design.number}`, tokens.client)).statusCode).toBe(404);
    const foreign = all.find((invoice) => invoice.companyId !== clientCompanyId)!;
    expect((await get(`/invoices/${foreign.number}`, tokens.client)).statusCode).toBe(404);
    const northwind = (await get('/invoices', tokens.northwind, otherTenantHost)).json<
      Page<Invoice>
    >().items;
    const onlyHere = all.find((invoice) => !northwind.some((n) => n.number === invoice.number))!;
    expect(
      (await get(`/invoices/${onlyHere.number}`, tokens.northwind, otherTenantHost)).statusCode,
    ).toBe(404);
    expect((await get('/invoices/INV-1999-0001')).statusCode).toBe(404);
    expect((await get(`/invoices/${foreign.number}`, tokens.crew)).statusCode).toBe(403);
  });
});

describe('GET /projects/{number}/invoices', () => {
  it("lists a project's invoices for planners, office and the project's client", async () => {
    const mine = all.find(
      (invoice) => invoice.companyId === clientCompanyId && invoice.status !== 'design',
    )!;
    const path = `/projects/${mine.projectNumber}/invoices`;
    for (const token of [tokens.planner, tokens.office, tokens.client]) {
      const response = await get(path, token);
      expect(response.statusCode).toBe(200);
      const items = response.json<Page<Invoice>>().items;
      expect(items.map((invoice) => invoice.number)).toContain(mine.number);
      expect(items.every((invoice) => invoice.projectNumber === mine.projectNumber)).toBe(true);
    }
  });

  it('answers an empty list for a project without invoices', async () => {
    const response = await get(`/projects/${withoutInvoices}/invoices`);
    expect(response.json()).toEqual({ items: [], page: 1, limit: 1000, total: 0 });
  });

  it('answers 400, 403 and 404 out of scope', async () => {
    const foreign = all.find((invoice) => invoice.companyId !== clientCompanyId)!;
    const path = `/projects/${foreign.projectNumber}/invoices`;
    expect((await get(`${path}?page=-1`)).json().issues[0].field).toBe('querystring.page');
    expect((await get(path, tokens.crew)).statusCode).toBe(403);
    expect((await get(path, tokens.client)).statusCode).toBe(404);
    expect(
      (await get(`/projects/${withoutInvoices}/invoices`, tokens.northwind, otherTenantHost))
        .statusCode,
    ).toBe(404);
  });
});
