import type { Page, ServiceStatus, StatusItem, Template } from '@crewhub/shared';
import { crewItemStatuses, invoiceStatuses } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFactories } from '../../testing/factories';
import { createReceiptFactories } from '../../testing/receipt-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const tokens: Record<string, string> = {};

const get = (url: string, token: string | undefined, host?: string) =>
  ctx.request('GET', `/api/v1${url}`, { token, host });

beforeAll(async () => {
  for (const local of ['crew', 'client', 'office'])
    tokens[local] = await ctx.login(demoLogin(local));
  tokens.guest = await ctx.login({ projectNumber: 'P-2026-001', password: 'guest2026' });
  tokens.northwind = await ctx.login(demoLogin('office', 'northwind.crewhub.app'), otherTenantHost);
});

describe('GET /statuses', () => {
  it('lists every status per kind of record, or one kind, paged', async () => {
    const all = (await get('/statuses', tokens.crew)).json<Page<StatusItem>>();
    expect(all.items).toContainEqual({ entity: 'invoice', code: 'unpaid' });
    expect(all.items).toContainEqual({ entity: 'training', code: 'expiring' });
    const invoices = (await get('/statuses?entity=invoice', tokens.client)).json<
      Page<StatusItem>
    >();
    expect(invoices.items.map((item) => item.code)).toEqual([...invoiceStatuses]);
    const page = (await get('/statuses?entity=assignment&limit=2&page=2', tokens.crew)).json<
      Page<StatusItem>
    >();
    expect(page).toMatchObject({ page: 2, limit: 2, total: crewItemStatuses.length });
    expect(page.items.map((item) => item.code)).toEqual(crewItemStatuses.slice(2, 4));
  });

  it('names a wrong entity (400), refuses guests (403) and anonymous callers (401)', async () => {
    const bad = await get('/statuses?entity=spaceship', tokens.crew);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('querystring.entity');
    expect((await get('/statuses', tokens.guest)).statusCode).toBe(403);
    expect((await ctx.request('GET', '/api/v1/statuses')).statusCode).toBe(401);
  });
});

describe('GET /templates', () => {
  it('lists receipt templates with company and type, narrowed by both', async () => {
    const f = createFactories(ctx.handle.db);
    const r = createReceiptFactories(ctx.handle.db);
    const company = await f.company();
    const parking = await r.receiptType();
    const meals = await r.receiptType();
    const first = await r.template({ companyId: company.id, receiptTypeId: parking.id });
    await r.template({ companyId: company.id, receiptTypeId: meals.id, name: 'Crew dinner' });
    const ofCompany = (await get(`/templates?companyId=${company.id}`, tokens.office)).json<
      Page<Template>
    >();
    expect(ofCompany.total).toBe(2);
    expect(ofCompany.items.map((item) => item.name)).toEqual(['Crew dinner', first.name]);
    const narrowed = (
      await get(`/templates?companyId=${company.id}&receiptTypeId=${parking.id}`, tokens.crew)
    ).json<Page<Template>>();
    expect(narrowed.items).toEqual([
      {
        id: first.id,
        name: first.name,
        description: null,
        company: { id: company.id, name: company.name },
        receiptType: { id: parking.id, name: parking.name },
      },
    ]);
    const northwind = (
      await get(`/templates?companyId=${company.id}`, tokens.northwind, otherTenantHost)
    ).json<Page<Template>>();
    expect(northwind.total).toBe(0);
  });

  it('needs receipts READ (403) and names a bad filter (400)', async () => {
    expect((await get('/templates', tokens.client)).statusCode).toBe(403);
    const bad = await get('/templates?receiptTypeId=abc', tokens.office);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('querystring.receiptTypeId');
  });
});

describe('GET /status', () => {
  it('answers the build, the server clock and a live database, to guests too', async () => {
    for (const token of [tokens.crew, tokens.guest]) {
      const response = await get('/status', token);
      expect(response.statusCode).toBe(200);
      const status = response.json<ServiceStatus>();
      expect(status.database).toBe('up');
      expect(status.serverTime).toBe(ctx.clock.now().toISOString());
      expect(typeof status.version).toBe('string');
    }
    expect((await ctx.request('GET', '/api/v1/status')).statusCode).toBe(401);
  });
});
