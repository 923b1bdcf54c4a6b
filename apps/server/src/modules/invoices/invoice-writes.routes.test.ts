import type { Invoice, InvoiceItem, InvoiceItemInput } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { companySettings } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import { createInvoiceFactories } from '../../testing/invoice-factories';
import { attachmentsOf, lastMailTo } from '../../testing/outbox';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const tokens: Record<string, string> = {};
const f = () => createInvoiceFactories(ctx.handle.db);

const post = (url: string, body: object, token = tokens.office, host?: string) =>
  ctx.request('POST', `/api/v1${url}`, { token, body, host });
const get = (url: string, token = tokens.office) => ctx.request('GET', `/api/v1${url}`, { token });

/** The demo's tax and charge types (seedTenantLists), read in beforeAll. */
let types: Awaited<ReturnType<ReturnType<typeof f>['lineTypes']>>;
let travel: InvoiceItemInput;
let hours: { hoursChargeTypeId: number; hoursTaxTypeId: number };

/** A design for a fresh billable project, with one manual travel line. */
const design = async (options: { language?: string } = {}) => {
  const setup = await f().billableProject(options);
  const response = await post('/invoices', {
    companyId: setup.companyId,
    projectId: setup.project.id,
    ...hours,
    items: [travel],
  });
  expect(response.statusCode).toBe(201);
  return { ...setup, invoice: response.json<Invoice>() };
};

beforeAll(async () => {
  for (const local of ['planner', 'client', 'crew', 'office'])
    tokens[local] = await ctx.login(demoLogin(local));
  tokens.northwind = await ctx.login(demoLogin('office', 'northwind.crewhub.app'), otherTenantHost);
  types = await f().lineTypes();
  travel = {
    description: 'Travel to venue',
    chargeTypeId: types.charge['Travel costs']!,
    quantity: 2,
    unitPriceCents: 4500,
    taxTypeId: types.tax['VAT high (21%)']!,
  };
  hours = {
    hoursChargeTypeId: types.charge['Crew hours']!,
    hoursTaxTypeId: types.tax['VAT high (21%)']!,
  };
});

describe('POST /invoices', () => {
  it("turns the project's signed-off charged hours at the rate card into lines, plus manual ones", async () => {
    const { invoice, jobFunction } = await design();
    expect(invoice).toMatchObject({
      status: 'design',
      type: 'invoice',
      invoiceDate: '2026-11-23',
      // 30 days: the company keeps no payment term of its own.
      dueDate: '2026-12-23',
      startDate: '2026-11-10',
      endDate: '2026-11-10',
      fileUrl: null,
      // 14.5 h x 45.00 = 652.50 (21 %: 137.03), travel 90.00 (21 %: 18.90), tax per line
      netCents: 74250,
      taxCents: 15593,
      totalCents: 89843,
    });
    expect(invoice.number).toMatch(/^INV-2026-\d{4}$/);
    const items = (await get(`/invoices/${invoice.number}/items`)).json<InvoiceItem[]>();
    const vat = { taxTypeName: 'VAT high (21%)', taxRateBasisPoints: 2100 };
    expect(items.map(({ id: _, position: __, ...line }) => line)).toEqual([
      {
        description: `${jobFunction.name} (2026-11-10)`,
        chargeTypeId: hours.hoursChargeTypeId,
        chargeTypeName: 'Crew hours',
        quantity: 14.5,
        unitPriceCents: 4500,
        taxTypeId: hours.hoursTaxTypeId,
        ...vat,
        netCents: 65250,
        taxCents: 13703,
      },
      { ...travel, chargeTypeName: 'Travel costs', ...vat, netCents: 9000, taxCents: 1890 },
    ]);
  });

  it('taxes each line under its own tax type and rounds the tax per line', async () => {
    const { companyId } = await f().billableProject();
    const low = types.tax['VAT low (9%)']!;
    const line = { ...travel, quantity: 1, unitPriceCents: 102 };
    const response = await post('/invoices', {
      companyId,
      title: 'Small charges',
      items: [line, line, { ...line, taxTypeId: low, unitPriceCents: 1000 }],
    });
    // 1.02 at 21 % is 0.21 on each line (0.42; 2.04 taxed once would give 0.43); 10.00 at 9 %
    // is 0.90.
    expect(response.json<Invoice>()).toMatchObject({
      netCents: 1204,
      taxCents: 132,
      totalCents: 1336,
    });
  });

  it('never invoices the same hours twice: a second invoice answers 409 naming them', async () => {
    const { invoice, companyId, project, jobFunction } = await design();
    const again = await post('/invoices', { companyId, projectId: project.id, ...hours });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INVOICE_HOURS_ALREADY_INVOICED' });
    expect(again.json<{ message: string }>().message).toContain(
      `as ${jobFunction.name} on 2026-11-10 are already on invoice ${invoice.number}`,
    );
    // Without the hours, or as a credit note giving them back, the project can be invoiced.
    const withoutHours = await post('/invoices', {
      companyId,
      projectId: project.id,
      includeSignedOffHours: false,
      items: [travel],
    });
    expect(withoutHours.statusCode).toBe(201);
    const credit = await post('/invoices', {
      companyId,
      projectId: project.id,
      ...hours,
      type: 'credit_note',
    });
    expect(credit.statusCode).toBe(201);
  });

  it('invoices a company by title without a project, from manual lines only', async () => {
    const { companyId } = await f().billableProject();
    const response = await post('/invoices', {
      companyId,
      title: 'Winter storage',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      paymentTermDays: 30,
      items: [{ ...travel, taxTypeId: types.tax['VAT zero (0%)']! }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Invoice>()).toMatchObject({
      title: 'Winter storage',
      projectId: null,
      dueDate: '2026-12-23',
      totalCents: 9000,
    });
  });

  type Setup = Awaited<ReturnType<ReturnType<typeof f>['billableProject']>>;
  it.each([
    [() => ({ items: [{ ...travel, unitPriceCents: -100 }] }), 'body.items.0.unitPriceCents'],
    [() => ({ items: [{ ...travel, unitPriceCents: 12.5 }] }), 'body.items.0.unitPriceCents'],
    [() => ({ invoiceDate: '2026-13-01' }), 'body.invoiceDate'],
    [() => ({ startDate: '2026-11-20', endDate: '2026-11-10' }), 'body.endDate'],
    [() => ({ companyId: 999_999 }), 'body.companyId'],
    [() => ({ items: [{ ...travel, taxTypeId: 999_999 }] }), 'body.items.0.taxTypeId'],
    [
      () => ({ items: [travel, { ...travel, chargeTypeId: 999_999 }] }),
      'body.items.1.chargeTypeId',
    ],
    [(setup: Setup) => ({ projectId: setup.project.id }), 'body.hoursChargeTypeId'],
    [
      (setup: Setup) => ({ projectId: setup.project.id, ...hours, hoursTaxTypeId: 999_999 }),
      'body.hoursTaxTypeId',
    ],
  ])('answers 400 for input %# naming %s', async (input, field) => {
    const setup = await f().billableProject();
    const response = await post('/invoices', { companyId: setup.companyId, ...input(setup) });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].field).toBe(field);
  });

  it("refuses another company's project or contact, and callers without the right", async () => {
    const ours = await f().billableProject();
    const theirs = await f().billableProject();
    const wrongProject = await post('/invoices', {
      companyId: ours.companyId,
      projectId: theirs.project.id,
      ...hours,
    });
    expect(wrongProject.json().issues[0].field).toBe('body.projectId');
    const wrongContact = await post('/invoices', {
      companyId: ours.companyId,
      contactId: theirs.client.contact.id,
    });
    expect(wrongContact.json().issues[0].field).toBe('body.contactId');
    for (const token of [tokens.planner, tokens.client, tokens.crew])
      expect((await post('/invoices', { companyId: ours.companyId }, token)).statusCode).toBe(403);
  });
});

describe('the invoice flow', () => {
  it('edits a design, releases it with a PDF and a mail, then marks it paid', async () => {
    const { invoice, client } = await design({ language: 'nl' });
    const path = `/invoices/${invoice.number}`;
    const edited = await post(path, { clientReference: 'PO-77', items: [travel] });
    expect(edited.json<Invoice>()).toMatchObject({ clientReference: 'PO-77', netCents: 9000 });
    expect((await post(`${path}/paid`, { paidDate: '2026-11-23' })).json().code).toBe(
      'INVOICE_NOT_RELEASED',
    );

    const released = await post(`${path}/release`, { sendMail: true });
    expect(released.statusCode).toBe(200);
    expect(released.json<Invoice>().status).toBe('released');
    const pdf = await ctx.request('GET', released.json<Invoice>().fileUrl!);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const mail = (await lastMailTo(ctx.handle.db, client.contact.email!))!;
    expect(mail.subject).toContain(`factuur ${invoice.number}`);
    expect((await attachmentsOf(ctx.handle.db, mail)).map((file) => file.filename)).toEqual([
      `${invoice.number}.pdf`,
    ]);

    for (const [url, body] of [
      [path, { title: 'Too late' }],
      [`${path}/release`, {}],
    ] as const) {
      const refused = await post(url, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('INVOICE_NOT_DESIGN');
    }
    expect((await post(`${path}/paid`, { paidDate: '2026-11-24' })).json().issues[0].field).toBe(
      'body.paidDate',
    );
    const paid = await post(`${path}/paid`, { paidDate: '2026-11-23' });
    expect(paid.json<Invoice>()).toMatchObject({ status: 'paid', paidDate: '2026-11-23' });
    expect((await post(`${path}/paid`, { paidDate: '2026-11-23' })).statusCode).toBe(409);

    const history = (await get(`${path}/activities`)).json<{ items: { category: string }[] }>();
    expect(history.items.map((entry) => entry.category).sort()).toEqual([
      'invoice.changed',
      'invoice.created',
      'invoice.mailed',
      'invoice.paid',
      'invoice.released',
    ]);
  });

  it('reads as unpaid once the due date has passed', async () => {
    const { invoice } = await design();
    await post(`/invoices/${invoice.number}`, { invoiceDate: '2026-10-01', dueDate: '2026-10-15' });
    await post(`/invoices/${invoice.number}/release`, {});
    expect((await get(`/invoices/${invoice.number}`)).json<Invoice>().status).toBe('unpaid');
    const unpaid = (await get('/invoices?status=unpaid')).json<{ items: Invoice[] }>().items;
    expect(unpaid.map((row) => row.number)).toContain(invoice.number);
    expect(
      (await post(`/invoices/${invoice.number}/paid`, { paidDate: '2026-11-20' })).statusCode,
    ).toBe(200);
  });

  it('refuses to release an empty design and to mail without an address', async () => {
    const { companyId } = await f().billableProject();
    const empty = (await post('/invoices', { companyId })).json<Invoice>();
    expect((await post(`/invoices/${empty.number}/release`, {})).json().code).toBe('INVOICE_EMPTY');
    await post(`/invoices/${empty.number}`, { items: [travel] });
    expect((await post(`/invoices/${empty.number}/release`, { sendMail: true })).json().code).toBe(
      'INVOICE_EMAIL_MISSING',
    );
  });

  it("follows the company's settings: payment term, language, invoice address, reference", async () => {
    const setup = await f().billableProject({ language: 'nl' });
    await withTenant(ctx.handle.db, 1, (tx) =>
      tx.insert(companySettings).values({
        tenantId: 1,
        companyId: setup.companyId,
        documentLanguage: 'fr',
        invoiceEmail: 'comptabilite@client.example',
        clientReferenceRequired: true,
        paymentTermDays: 10,
      }),
    );
    const created = await post('/invoices', { companyId: setup.companyId, items: [travel] });
    const invoice = created.json<Invoice>();
    expect(invoice.dueDate).toBe('2026-12-03');
    const path = `/invoices/${invoice.number}`;
    const refused = await post(`${path}/release`, { sendMail: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('INVOICE_CLIENT_REFERENCE_MISSING');

    await post(path, { clientReference: 'BC-2026-118' });
    expect((await post(`${path}/release`, { sendMail: true })).statusCode).toBe(200);
    // To the accounts department, with the amount as the French PDF writes it (not Dutch, as
    // the contact reads the app).
    const mail = (await lastMailTo(ctx.handle.db, 'comptabilite@client.example'))!;
    expect(mail.subject).toContain(invoice.number);
    expect(mail.body).toContain('108,90');
    expect(await lastMailTo(ctx.handle.db, setup.client.contact.email!)).toBeFalsy();
  });

  it("answers 403 without EDIT and 404 for another tenant's or an unknown invoice", async () => {
    const { invoice } = await design();
    const path = `/invoices/${invoice.number}/release`;
    expect((await post(path, {}, tokens.planner)).statusCode).toBe(403);
    expect((await post(path, {}, tokens.client)).statusCode).toBe(403);
    expect((await post(path, {}, tokens.northwind, otherTenantHost)).statusCode).toBe(404);
    expect((await post('/invoices/INV-1999-0001/release', {})).statusCode).toBe(404);
  });
});
