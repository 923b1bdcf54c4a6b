import type { Page, ReferenceItem, TaxType } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createInvoiceReferenceFactories } from '../../testing/invoice-reference-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
let crew: string;
let guest: string;
let northwind: string;

beforeAll(async () => {
  crew = await ctx.login(demoLogin('crew'));
  guest = await ctx.login({ projectNumber: 'P-2026-001', password: 'guest2026' });
  northwind = await ctx.login(demoLogin('office', 'northwind.crewhub.app'), otherTenantHost);
});

const list = async <T>(path: string, token: string, host?: string) => {
  const response = await ctx.request('GET', `/api/v1${path}`, { token, host });
  expect(response.statusCode).toBe(200);
  return response.json<Page<T>>();
};

describe('GET /taxTypes and /chargeTypes', () => {
  it('lists the tenant’s tax rates in basis points, paged, to logged-in users', async () => {
    const f = createInvoiceReferenceFactories(ctx.handle.db);
    const tax = await f.taxType(900);
    const page = await list<TaxType>('/taxTypes?limit=1000', crew);
    expect(page.items).toContainEqual({ id: tax.id, name: tax.name, rateBasisPoints: 900 });
    const other = await list<TaxType>('/taxTypes?limit=1000', northwind, otherTenantHost);
    expect(other.items.map((item) => item.name)).not.toContain(tax.name);
    const first = await list<TaxType>('/taxTypes?limit=1', crew);
    expect(first).toMatchObject({ page: 1, limit: 1 });
    expect(first.items).toHaveLength(1);
  });

  it('lists charge types', async () => {
    const charge = await createInvoiceReferenceFactories(ctx.handle.db).chargeType();
    const page = await list<ReferenceItem>('/chargeTypes?limit=1000', crew);
    expect(page.items).toContainEqual({ id: charge.id, name: charge.name });
  });

  it('refuses guests, anonymous callers and bad paging', async () => {
    for (const path of ['/taxTypes', '/chargeTypes']) {
      expect((await ctx.request('GET', `/api/v1${path}`)).statusCode).toBe(401);
      const guestAnswer = await ctx.request('GET', `/api/v1${path}`, {
        token: guest,
        headers: { type: 'project' },
      });
      expect(guestAnswer.statusCode).toBe(403);
      const bad = await ctx.request('GET', `/api/v1${path}?page=0`, { token: crew });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('page');
    }
  });
});
