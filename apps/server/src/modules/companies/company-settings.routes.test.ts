import type { Company, CompanySettings, Page } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFactories } from '../../testing/factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const tokens: Record<string, string> = {};
let clientCompany: Company;

const save = (id: number | string, body: unknown, token = tokens.office!, host?: string) =>
  ctx.request('POST', `/api/v1/companies/${id}/settings`, { token, body, host });
const read = (id: number, token = tokens.office!) =>
  ctx.request('GET', `/api/v1/companies/${id}/settings?expand=account`, { token });

beforeAll(async () => {
  for (const local of ['planner', 'client', 'crew', 'office'])
    tokens[local] = await ctx.login(demoLogin(local));
  tokens.northwind = await ctx.login(demoLogin('office', 'northwind.crewhub.app'), otherTenantHost);
  clientCompany = (await ctx.request('GET', '/api/v1/companies', { token: tokens.client })).json<
    Page<Company>
  >().items[0]!;
});

describe('POST /companies/{id}/settings', () => {
  it('records settings for a company that had none, keeping the defaults for the rest', async () => {
    const company = await createFactories(ctx.handle.db).company({ email: 'ap@fresh.example' });
    const response = await save(company.id, {
      documentLanguage: 'de',
      clientReferenceRequired: true,
      debtorNumber: ' D-20077 ',
      paymentTermDays: 45,
    });
    expect(response.statusCode).toBe(200);
    const expected: CompanySettings = {
      companyId: company.id,
      documentLanguage: 'de',
      clientReferenceRequired: true,
      deliveryNoteSignatureRequired: false,
      account: {
        debtorNumber: 'D-20077',
        vatNumber: null,
        invoiceEmail: 'ap@fresh.example',
        paymentTermDays: 45,
      },
    };
    expect(response.json()).toEqual(expected);
    expect((await read(company.id)).json()).toEqual(expected);
  });

  it('changes only the fields given; null clears back to the fallback', async () => {
    const company = await createFactories(ctx.handle.db).company({ email: 'office@co.example' });
    await save(company.id, { invoiceEmail: 'invoices@co.example', vatNumber: 'NL001' });
    const second = await save(company.id, {
      invoiceEmail: null,
      deliveryNoteSignatureRequired: true,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json<CompanySettings>()).toMatchObject({
      deliveryNoteSignatureRequired: true,
      account: { vatNumber: 'NL001', invoiceEmail: 'office@co.example' },
    });
    // An empty body changes nothing and still answers the settings.
    const same = await save(company.id, {});
    expect(same.json<CompanySettings>().account?.vatNumber).toBe('NL001');
  });

  it.each([
    [{ paymentTermDays: 366 }, 'body.paymentTermDays'],
    [{ paymentTermDays: -1 }, 'body.paymentTermDays'],
    [{ paymentTermDays: 1.5 }, 'body.paymentTermDays'],
    [{ invoiceEmail: 'not an address' }, 'body.invoiceEmail'],
    [{ documentLanguage: 'xx' }, 'body.documentLanguage'],
    [{ debtorNumber: ' ' }, 'body.debtorNumber'],
    [{ vatNumber: 'X'.repeat(31) }, 'body.vatNumber'],
    [{ clientReferenceRequired: 'yes' }, 'body.clientReferenceRequired'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const response = await save(clientCompany.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { field: string }[] }>().issues[0]?.field).toBe(field);
  });

  it('is for the office only: planners, clients and crew get 403', async () => {
    for (const role of ['planner', 'client', 'crew'])
      expect((await save(clientCompany.id, { paymentTermDays: 1 }, tokens[role])).statusCode).toBe(
        403,
      );
    expect(
      (await read(clientCompany.id)).json<CompanySettings>().account?.paymentTermDays,
    ).not.toBe(1);
  });

  it('answers 404 for unknown companies and those of another tenant, 400 for a bad id', async () => {
    expect((await save(99_999_999, { paymentTermDays: 10 })).statusCode).toBe(404);
    expect(
      (await save(clientCompany.id, { paymentTermDays: 10 }, tokens.northwind, otherTenantHost))
        .statusCode,
    ).toBe(404);
    const bad = await save('abc', {});
    expect(bad.json<{ issues: { field: string }[] }>().issues[0]?.field).toBe('params.id');
  });
});
