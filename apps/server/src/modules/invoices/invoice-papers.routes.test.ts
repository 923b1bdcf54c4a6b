import type { Invoice, InvoiceDocument, InvoiceTotals, Page } from '@crewhub/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../testing/document-factories';
import { createInvoiceFactories } from '../../testing/invoice-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const tokens: Record<string, string> = {};
const f = () => createInvoiceFactories(ctx.handle.db);

const post = (url: string, body: object, token = tokens.office) =>
  ctx.request('POST', `/api/v1${url}`, { token, body });
const get = (url: string, token = tokens.office, host?: string) =>
  ctx.request('GET', `/api/v1${url}`, { token, host });

/** A client with one released and one design invoice of their company. */
let client: Awaited<ReturnType<ReturnType<typeof f>['billableProject']>>;
let released: Invoice;
let draft: Invoice;

beforeAll(async () => {
  for (const local of ['planner', 'client', 'crew', 'office'])
    tokens[local] = await ctx.login(demoLogin(local));
  tokens.northwind = await ctx.login(
    demoLogin('planner', 'northwind.crewhub.app'),
    otherTenantHost,
  );
  client = await f().billableProject();
  tokens.ownClient = await ctx.login(client.client.credentials);
  const types = await f().lineTypes();
  const vat = types.tax['VAT high (21%)']!;
  const line = {
    description: 'Rigging surcharge',
    chargeTypeId: types.charge['Overtime surcharge']!,
    quantity: 1,
    unitPriceCents: 25000,
    taxTypeId: vat,
  };
  const body = {
    companyId: client.companyId,
    projectId: client.project.id,
    hoursChargeTypeId: types.charge['Crew hours']!,
    hoursTaxTypeId: vat,
    items: [line],
  };
  const first = (await post('/invoices', body)).json<Invoice>();
  released = (await post(`/invoices/${first.number}/release`, {})).json<Invoice>();
  // The project's hours are on the first invoice; the design charges the line only.
  draft = (await post('/invoices', { ...body, includeSignedOffHours: false })).json<Invoice>();
});

describe('what a client sees', () => {
  it("lists and opens their company's released invoices only", async () => {
    const mine = (await get('/invoices', tokens.ownClient)).json<Page<Invoice>>().items;
    expect(mine.map((invoice) => invoice.number)).toEqual([released.number]);
    expect((await get(`/invoices/${released.number}`, tokens.ownClient)).statusCode).toBe(200);
    expect((await get(`/invoices/${draft.number}`, tokens.ownClient)).statusCode).toBe(404);
    expect((await get(`/invoices/${draft.number}/items`, tokens.ownClient)).statusCode).toBe(404);
    // The demo client works for another company.
    expect((await get(`/invoices/${released.number}`, tokens.client)).statusCode).toBe(404);
    const docs = (await get(`/invoices/${released.number}/documents`, tokens.ownClient)).json<
      InvoiceDocument[]
    >();
    expect(docs.map((doc) => doc.kind)).toEqual(['invoice']);
    const pdf = await ctx.request('GET', docs[0]!.fileUrl);
    expect(pdf.body.slice(0, 5)).toBe('%PDF-');
  });

  it("lists a company's invoices by company, 404 for the client's other companies", async () => {
    const path = `/companies/${client.companyId}/invoices`;
    const office = (await get(path)).json<Page<Invoice>>().items;
    expect(office.map((invoice) => invoice.number).sort()).toEqual(
      [released.number, draft.number].sort(),
    );
    const own = (await get(path, tokens.ownClient)).json<Page<Invoice>>().items;
    expect(own.map((invoice) => invoice.number)).toEqual([released.number]);
    expect((await get(path, tokens.client)).statusCode).toBe(404);
    expect((await get(path, tokens.northwind, otherTenantHost)).statusCode).toBe(404);
    expect((await get(path, tokens.crew)).statusCode).toBe(403);
  });

  it("lists the company's projects to invoice for the office only", async () => {
    const path = `/companies/${client.companyId}/projects`;
    const projects = (await get(path)).json<{ number: string }[]>();
    expect(projects.map((project) => project.number)).toEqual([client.project.number]);
    expect((await get(path, tokens.ownClient)).statusCode).toBe(403);
    expect((await get('/companies/999999/projects')).statusCode).toBe(404);
  });

  it("lists the company's contacts to address an invoice to, for the office only", async () => {
    const path = `/companies/${client.companyId}/invoiceContacts`;
    const contacts = (await get(path)).json<{ id: number; name: string }[]>();
    expect(contacts.map((contact) => contact.id)).toEqual([client.client.contact.id]);
    expect((await get(path, tokens.ownClient)).statusCode).toBe(403);
    expect((await get('/companies/999999/invoiceContacts')).statusCode).toBe(404);
    const northwind = await get(path, tokens.northwind, otherTenantHost);
    expect(northwind.statusCode).toBe(403);
  });
});

describe('totals, export and documents', () => {
  it('totals every status for the filters', async () => {
    const totals = (
      await get(`/invoices/totals?companyId=${client.companyId}`)
    ).json<InvoiceTotals>();
    expect(totals.items).toEqual([
      { status: 'design', count: 1, totalCents: draft.totalCents },
      { status: 'released', count: 1, totalCents: released.totalCents },
      { status: 'paid', count: 0, totalCents: 0 },
      { status: 'unpaid', count: 0, totalCents: 0 },
    ]);
    expect((await get('/invoices/totals?status=lost')).statusCode).toBe(400);
  });

  it('exports the list as XLSX with dates as dates and amounts as numbers', async () => {
    const response = await get(`/invoices/export?companyId=${client.companyId}&status=released`);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const row = sheet.getRow(4);
    expect(row.getCell(1).value).toBe(released.number);
    expect(row.getCell(3).value).toEqual(new Date(`${released.invoiceDate}T00:00:00Z`));
    expect(row.getCell(11).value).toBe(released.totalCents / 100);
    expect(row.getCell(11).numFmt).toContain('EUR');
  });

  it('keeps an uploaded file with the invoice, for the office only', async () => {
    const { payload, headers } = multipartBody(
      { name: 'Purchase order' },
      { bytes: Buffer.from('%PDF-1.7\n%%EOF'), contentType: 'application/pdf', filename: 'po.pdf' },
    );
    const upload = (token?: string) =>
      ctx.request('POST', `/api/v1/invoices/${draft.number}/documents`, {
        token,
        body: payload,
        headers,
      });
    expect((await upload(tokens.planner)).statusCode).toBe(403);
    const stored = await upload(tokens.office);
    expect(stored.statusCode).toBe(201);
    expect(stored.json<InvoiceDocument>()).toMatchObject({
      kind: 'attachment',
      name: 'Purchase order',
    });
    const docs = (await get(`/invoices/${draft.number}/documents`)).json<InvoiceDocument[]>();
    expect(docs.map((doc) => doc.name)).toEqual(['Purchase order']);
  });
});

describe('numbering', () => {
  it('hands out consecutive numbers without gaps to parallel creates', async () => {
    const creates = await Promise.all(
      Array.from({ length: 8 }, () =>
        post('/invoices', { companyId: client.companyId, invoiceDate: '2027-01-05' }),
      ),
    );
    expect(creates.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    const numbers = creates.map((response) => response.json<Invoice>().number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 8 }, (_, index) => `INV-2027-${String(index + 1).padStart(4, '0')}`),
    );
  });
});
