import { beforeAll, describe, expect, it } from 'vitest';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const local of ['planner', 'client', 'crew'])
    tokens[local] = await ctx.login(demoLogin(local));
  tokens.guest = await ctx.login({ projectNumber: 'P-2026-001', password: 'guest2026' });
});

const get = (url: string, token = tokens.planner, host?: string) =>
  ctx.request('GET', `/api/v1${url}`, { token, host });
const post = (url: string, body: unknown, token = tokens.planner) =>
  ctx.request('POST', `/api/v1${url}`, { token, body });
const names = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);

describe('reference lists', () => {
  it('lists functions with spare ones for planners only', async () => {
    expect(names((await get('/functions')).json())).toContain('Spare stagehand');
    expect(names((await get('/functions', tokens.crew)).json())).not.toContain('Spare stagehand');
    expect((await get('/functions')).json()).toMatchObject({ page: 1, limit: 1000 });
  });

  it('lists regions, crew tags and document-based skills', async () => {
    expect(names((await get('/regions')).json())).toEqual([
      'Amsterdam',
      'Den Haag',
      'Rotterdam',
      'Utrecht',
    ]);
    expect((await get('/crewTags')).json().total).toBe(5);
    expect((await get('/documentBasedSkills')).json().items[0]).toMatchObject({ validUntil: null });
  });

  it("gives a crew member their own functions, and another person's only with persons READ", async () => {
    const me = (await get('/crewFunctions', tokens.crew)).json();
    expect(me.total).toBeGreaterThan(2);
    const crewPersonId = (await get('/projects/P-2026-001/crewBooking')).json()[0].personId;
    const own = await ctx.request('GET', `/api/v1/auth/refresh`, { token: tokens.crew });
    expect(own.statusCode).toBe(200);
    const planner = (await get(`/crewFunctions?personId=${crewPersonId}`)).json();
    expect(planner.total).toBeGreaterThan(0);
    expect(planner.total).toBeLessThan(4);
    expect((await get(`/crewFunctions?personId=${crewPersonId}`, tokens.crew)).statusCode).toBe(
      403,
    );
    expect((await get('/crewTags?personId=abc')).json().issues[0].field).toBe(
      'querystring.personId',
    );
  });

  it('keeps guests out and tenants apart', async () => {
    expect((await get('/functions', tokens.guest)).statusCode).toBe(403);
    const northwind = await ctx.login(
      demoLogin('planner', 'northwind.crewhub.app'),
      otherTenantHost,
    );
    const theirs = (await get('/functions', northwind, otherTenantHost)).json();
    const ours = (await get('/functions')).json();
    expect(theirs.items.map((item: { id: number }) => item.id)).not.toContain(ours.items[0].id);
  });

  it('lists the find-best-person methods', async () => {
    const methods = (await get('/findBestMethods', tokens.crew)).json();
    expect(methods.map((method: { code: string }) => method.code)).toEqual([
      'balanced',
      'nearest',
      'bestRated',
      'favourites',
    ]);
  });
});

describe('locations', () => {
  it('reads a location with its map link; a project guest only their own', async () => {
    const project = (await get('/projects/P-2026-001')).json();
    const location = (await get(`/locations/${project.locationId}`, tokens.guest)).json();
    expect(location).toMatchObject({
      name: 'Rotterdam Ahoy',
      geoSource: 'manual',
      regionName: 'Rotterdam',
    });
    expect(location.mapLink).toBe(
      'https://www.google.com/maps/search/?api=1&query=51.8843%2C4.4885',
    );
    const others = (await get('/locations?q=Ziggo')).json();
    expect(others.items).toHaveLength(1);
    expect((await get(`/locations/${others.items[0].id}`, tokens.guest)).statusCode).toBe(404);
    expect((await get(`/locations/${others.items[0].id}`, tokens.crew)).statusCode).toBe(200);
  });

  it('creates locations: manual coordinates kept, none without a geocoder', async () => {
    const manual = await post('/locations', {
      name: 'Depot',
      city: 'Delft',
      latitude: 52.01,
      longitude: 4.36,
    });
    expect(manual.statusCode).toBe(201);
    expect(manual.json()).toMatchObject({ geoSource: 'manual', latitude: 52.01 });
    const addressOnly = await post('/locations', {
      name: 'Warehouse',
      street: 'Kade 1',
      city: 'Gouda',
    });
    expect(addressOnly.json()).toMatchObject({ geoSource: null, latitude: null });
    expect(addressOnly.json().mapLink).toContain('Kade%201%2C%20Gouda');
    const updated = await post(`/locations/${addressOnly.json().id}`, {
      name: 'Warehouse 2',
      city: 'Gouda',
    });
    expect(updated.json().name).toBe('Warehouse 2');
  });

  it('validates, guards rights and tenants', async () => {
    const half = await post('/locations', { name: 'X', latitude: 52 });
    expect(half.statusCode).toBe(400);
    expect(half.json().issues[0].field).toBe('body.longitude');
    expect(
      (await post('/locations', { name: 'X', regionId: 999_999 })).json().issues[0].field,
    ).toBe('body.regionId');
    expect((await post('/locations', { name: 'X' }, tokens.crew)).statusCode).toBe(403);
    const id = (await get('/locations?q=Ahoy')).json().items[0].id;
    const northwind = await ctx.login(
      demoLogin('planner', 'northwind.crewhub.app'),
      otherTenantHost,
    );
    expect((await get(`/locations/${id}`, northwind, otherTenantHost)).statusCode).toBe(404);
  });
});
