import type { Page, ReferenceItem, TaxType } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTenantListFactories,
  type NamedTenantList,
} from '../../testing/tenant-list-factories';
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

describe('tenant lists', () => {
  it('lists the tenant’s tax rates in basis points, paged, to logged-in users', async () => {
    const f = createTenantListFactories(ctx.handle.db);
    const tax = await f.taxType(900);
    const page = await list<TaxType>('/taxTypes?limit=1000', crew);
    expect(page.items).toContainEqual({ id: tax.id, name: tax.name, rateBasisPoints: 900 });
    const other = await list<TaxType>('/taxTypes?limit=1000', northwind, otherTenantHost);
    expect(other.items.map((item) => item.name)).not.toContain(tax.name);
    const first = await list<TaxType>('/taxTypes?limit=1', crew);
    expect(first).toMatchObject({ page: 1, limit: 1 });
    expect(first.items).toHaveLength(1);
  });

  it.each(['chargeTypes', 'insurance', 'qualityCheckTypes'] as NamedTenantList[])(
    'lists %s',
    async (path) => {
      const row = await createTenantListFactories(ctx.handle.db).named(path);
      const page = await list<ReferenceItem>(`/${path}?limit=1000`, crew);
      expect(page.items).toContainEqual({ id: row.id, name: row.name });
    },
  );

  it('lists the document states', async () => {
    const response = await ctx.request('GET', '/api/v1/documentsStatus', { token: crew });
    expect(response.json()).toEqual(['pending', 'approved', 'rejected']);
  });

  it('refuses guests, anonymous callers and bad paging', async () => {
    for (const path of ['/taxTypes', '/chargeTypes', '/insurance']) {
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
