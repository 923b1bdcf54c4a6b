import { beforeAll, describe, expect, it } from 'vitest';
import { userRights } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const tokens: Record<string, string> = {};
type RateCardBody = { id: number; name: string; companyId: number | null; companyName: string };

beforeAll(async () => {
  for (const local of ['planner', 'client', 'crew', 'office'])
    tokens[local] = await ctx.login(demoLogin(local));
  tokens.guest = await ctx.login({ projectNumber: 'P-2026-001', password: 'guest2026' });
  tokens.northwind = await ctx.login(
    demoLogin('planner', 'northwind.crewhub.app'),
    otherTenantHost,
  );
});

const get = (url: string, token = tokens.planner, host?: string) =>
  ctx.request('GET', `/api/v1${url}`, { token, host });
const ids = (body: { items: { id: number }[] }) => body.items.map((item) => item.id);
const rateCards = async (token = tokens.planner) =>
  (await get('/rateCards', token)).json<{ items: RateCardBody[]; total: number }>();

describe('GET /branches and /cateringAgreementTypes', () => {
  it('lists them by name for planners and clients, paged like the other lists', async () => {
    const branches = (await get('/branches')).json();
    expect(branches).toMatchObject({ page: 1, limit: 1000, total: 3 });
    expect(branches.items.map((item: { name: string }) => item.name)).toEqual([
      'Amsterdam',
      'Rotterdam',
      'Utrecht',
    ]);
    const catering = (await get('/cateringAgreementTypes', tokens.client)).json();
    expect(catering.items.map((item: { name: string }) => item.name)).toEqual([
      'Crew catering by client',
      'Hot meal',
      'None',
      'Packed lunch',
    ]);
    const second = (await get('/cateringAgreementTypes?limit=2&page=2')).json();
    expect(second).toMatchObject({ page: 2, limit: 2, total: 4 });
    expect(second.items.map((item: { name: string }) => item.name)).toEqual([
      'None',
      'Packed lunch',
    ]);
  });

  it('answers a bad page with 400 naming the field', async () => {
    const response = await get('/branches?limit=0');
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].field).toBe('querystring.limit');
  });

  it('needs projects READ: crew, office and guests get 403', async () => {
    for (const token of [tokens.crew, tokens.office, tokens.guest]) {
      expect((await get('/branches', token)).statusCode).toBe(403);
      expect((await get('/cateringAgreementTypes', token)).statusCode).toBe(403);
    }
  });

  it('keeps tenants apart', async () => {
    const ours = ids((await get('/branches')).json());
    const theirs = ids((await get('/branches', tokens.northwind, otherTenantHost)).json());
    expect(theirs).toHaveLength(3);
    expect(theirs.filter((id) => ours.includes(id))).toEqual([]);
  });
});

describe('GET /rateCards', () => {
  it("lists the general card and every client's agreements for planners", async () => {
    const page = await rateCards();
    expect(page.total).toBe(7);
    const general = page.items.find((card) => card.companyId === null);
    expect(general).toMatchObject({ name: 'Standard rates', currency: 'EUR', companyName: null });
    expect(page.items.find((card) => card.name === 'AHOY agreement 2026')).toMatchObject({
      companyName: 'Rotterdam Ahoy Events',
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
    });
    expect((await get('/rateCards?limit=1001')).json().issues[0].field).toBe('querystring.limit');
  });

  it('shows a client (rateCards READ COMPANY) their own company and the general card', async () => {
    await withTenant(ctx.handle.db, 1, (tx) =>
      tx.insert(userRights).values({
        tenantId: 1,
        loginTypeCode: 'clients',
        resource: 'rateCards',
        right: 'READ',
        permissionTypes: ['COMPANY'],
      }),
    );
    const client = await ctx.login(demoLogin('client'));
    const names = (await rateCards(client)).items.map((card) => card.name);
    expect(names).toEqual(['AHOY agreement 2025', 'AHOY agreement 2026', 'Standard rates']);
    const other = (await rateCards()).items.find((card) => card.name === 'AFG agreement 2026')!;
    expect((await get(`/rateCards/${other.id}/items`, client)).statusCode).toBe(404);
  });

  it('shows crew (rateCards READ OWN) the general card only', async () => {
    const page = await rateCards(tokens.crew);
    expect(page.items.map((card) => card.name)).toEqual(['Standard rates']);
  });

  it('needs rateCards READ (403) and keeps tenants apart', async () => {
    expect((await get('/rateCards', tokens.guest)).statusCode).toBe(403);
    const ours = ids(await rateCards());
    const theirs = ids((await get('/rateCards', tokens.northwind, otherTenantHost)).json());
    expect(theirs.filter((id) => ours.includes(id))).toEqual([]);
  });
});

describe('GET /rateCards/{id}/items', () => {
  it('lists hourly rates per function; an agreement deviates from the general card', async () => {
    const cards = (await rateCards()).items;
    const rateOf = async (name: string, functionName: string) => {
      const card = cards.find((item) => item.name === name)!;
      const items = (await get(`/rateCards/${card.id}/items`)).json();
      expect(items).toMatchObject({ page: 1, limit: 1000, total: 9 });
      return items.items.find(
        (item: { functionName: string }) => item.functionName === functionName,
      ).hourlyRateCents;
    };
    expect(await rateOf('Standard rates', 'Stagehand')).toBe(3250);
    expect(await rateOf('AHOY agreement 2026', 'Stagehand')).toBe(3088);
  });

  it('answers 400 for a bad id, 404 for an unknown or other tenant card, 403 without the right', async () => {
    expect((await get('/rateCards/abc/items')).json().issues[0].field).toBe('params.id');
    expect((await get('/rateCards/999999/items')).statusCode).toBe(404);
    const card = (await rateCards()).items[0]!;
    expect(
      (await get(`/rateCards/${card.id}/items`, tokens.northwind, otherTenantHost)).statusCode,
    ).toBe(404);
    expect((await get(`/rateCards/${card.id}/items`, tokens.guest)).statusCode).toBe(403);
  });
});
