import { beforeAll, describe, expect, it } from 'vitest';
import { userRights } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const tokens: Record<string, string> = {};
let f: CrewDayFactories;
type RateCardBody = { id: number; name: string; companyId: number | null; companyName: string };

beforeAll(async () => {
  for (const local of ['planner', 'client', 'crew', 'office'])
    tokens[local] = await ctx.login(demoLogin(local));
  tokens.guest = await ctx.login({ projectNumber: 'P-2026-001', password: 'guest2026' });
  tokens.northwind = await ctx.login(
    demoLogin('planner', 'northwind.crewhub.app'),
    otherTenantHost,
  );
  f = createCrewDayFactories(ctx.handle.db);
});

const get = (url: string, token = tokens.planner, host?: string) =>
  ctx.request('GET', `/api/v1${url}`, { token, host });
const ids = (body: { items: { id: number }[] }) => body.items.map((item) => item.id);
const rateCards = async (token = tokens.planner) =>
  (await get('/rateCards', token)).json<{ items: RateCardBody[]; total: number }>();

describe('GET /branches and /cateringAgreementTypes', () => {
  type Named = {
    items: { id: number; name: string }[];
    page: number;
    limit: number;
    total: number;
  };
  const names = (body: Named) => body.items.map((item) => item.name);

  it('lists them by name for planners and clients, paged like the other lists', async () => {
    await f.branch('Zwolle');
    await f.branch('Almere');
    const branches = (await get('/branches')).json<Named>();
    expect(branches).toMatchObject({ page: 1, limit: 1000 });
    expect(names(branches)).toEqual(expect.arrayContaining(['Almere', 'Zwolle']));
    expect(names(branches)).toEqual([...names(branches)].sort());

    for (const name of ['Hot lunch', 'Barbecue', 'Sandwiches']) await f.cateringType(name);
    const catering = (await get('/cateringAgreementTypes', tokens.client)).json<Named>();
    expect(names(catering)).toEqual([...names(catering)].sort());
    expect(catering.total).toBeGreaterThanOrEqual(3);
    const second = (await get('/cateringAgreementTypes?limit=2&page=2')).json<Named>();
    expect(second).toMatchObject({ page: 2, limit: 2, total: catering.total });
    expect(names(second)).toEqual(names(catering).slice(2, 4));
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
    await f.branch();
    await createCrewDayFactories(ctx.handle.db, 2).branch();
    const ours = ids((await get('/branches')).json());
    const theirs = ids((await get('/branches', tokens.northwind, otherTenantHost)).json());
    expect(theirs).not.toEqual([]);
    expect(theirs.filter((id) => ours.includes(id))).toEqual([]);
  });
});

describe('GET /rateCards', () => {
  it("lists the general card and every client's agreements for planners", async () => {
    const general = await f.rateCard({ companyId: null });
    const company = await f.company();
    const agreement = await f.rateCard({
      companyId: company.id,
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
    });
    const page = await rateCards();
    expect(page.total).toBe(page.items.length);
    expect(page.items.find((card) => card.id === general.id)).toMatchObject({
      name: general.name,
      currency: 'EUR',
      companyName: null,
    });
    expect(page.items.find((card) => card.id === agreement.id)).toMatchObject({
      companyName: company.name,
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
    const client = await f.clientContact();
    const { companyId } = client.contact;
    const own = [await f.rateCard({ companyId }), await f.rateCard({ companyId })];
    const general = await f.rateCard({ companyId: null });
    const other = await f.rateCard({ companyId: (await f.company()).id });
    const token = await ctx.login(client.credentials);
    const cards = (await rateCards(token)).items;
    expect(cards.map((card) => card.id)).toEqual(
      expect.arrayContaining([...own.map((card) => card.id), general.id]),
    );
    expect(cards.every((card) => card.companyId === null || card.companyId === companyId)).toBe(
      true,
    );
    expect((await get(`/rateCards/${other.id}/items`, token)).statusCode).toBe(404);
  });

  it('shows crew (rateCards READ OWN) the general card only', async () => {
    const general = await f.rateCard({ companyId: null });
    await f.rateCard({ companyId: (await f.company()).id });
    const page = await rateCards(tokens.crew);
    expect(page.items.map((card) => card.id)).toContain(general.id);
    expect(page.items.every((card) => card.companyId === null)).toBe(true);
  });

  it('needs rateCards READ (403) and keeps tenants apart', async () => {
    const ours = await f.rateCard({ companyId: null });
    expect((await get('/rateCards', tokens.guest)).statusCode).toBe(403);
    const theirs = ids((await get('/rateCards', tokens.northwind, otherTenantHost)).json());
    expect(theirs).not.toContain(ours.id);
  });
});

describe('GET /rateCards/{id}/items', () => {
  it('lists hourly rates per function; an agreement deviates from the general card', async () => {
    const [stagehand, rigger] = [await f.jobFunction(), await f.jobFunction()];
    const cardWith = async (companyId: number | null, stagehandCents: number) => {
      const card = await f.rateCard({ companyId });
      await f.rateCardItem({
        rateCardId: card.id,
        functionId: stagehand.id,
        hourlyRateCents: stagehandCents,
      });
      await f.rateCardItem({ rateCardId: card.id, functionId: rigger.id, hourlyRateCents: 4000 });
      return card;
    };
    const general = await cardWith(null, 3250);
    const agreement = await cardWith((await f.company()).id, 3088);
    const rateOf = async (cardId: number) => {
      const items = (await get(`/rateCards/${cardId}/items`)).json();
      expect(items).toMatchObject({ page: 1, limit: 1000, total: 2 });
      return items.items.find(
        (item: { functionName: string }) => item.functionName === stagehand.name,
      ).hourlyRateCents;
    };
    expect(await rateOf(general.id)).toBe(3250);
    expect(await rateOf(agreement.id)).toBe(3088);
  });

  it('answers 400 for a bad id, 404 for an unknown or other tenant card, 403 without the right', async () => {
    expect((await get('/rateCards/abc/items')).json().issues[0].field).toBe('params.id');
    expect((await get('/rateCards/999999/items')).statusCode).toBe(404);
    const card = await f.rateCard({ companyId: null });
    expect(
      (await get(`/rateCards/${card.id}/items`, tokens.northwind, otherTenantHost)).statusCode,
    ).toBe(404);
    expect((await get(`/rateCards/${card.id}/items`, tokens.guest)).statusCode).toBe(403);
  });
});
