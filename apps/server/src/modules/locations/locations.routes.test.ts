import { beforeAll, describe, expect, it } from 'vitest';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const local of ['planner', 'client', 'crew'])
    tokens[local] = await ctx.login(demoLogin(local));
});

const get = (url: string, token = tokens.planner) => ctx.request('GET', `/api/v1${url}`, { token });
const post = (url: string, body: unknown, token = tokens.planner, host?: string) =>
  ctx.request('POST', `/api/v1${url}`, { token, body, host });

const newLocation = async () =>
  (await post('/locations', { name: 'Hall 7', city: 'Utrecht' })).json();

describe('POST /locations/{id}', () => {
  it('updates every field; manual coordinates win, clearing them clears the map point', async () => {
    const location = await newLocation();
    const region = (await get('/regions')).json().items[0];
    const body = {
      name: 'Jaarbeurs Hall 7',
      street: 'Jaarbeursplein 6',
      zipcode: '3521 AL',
      city: 'Utrecht',
      country: 'Netherlands',
      regionId: region.id,
      link: 'https://www.jaarbeurs.nl',
      info: 'Load via gate 4',
      latitude: 52.0884,
      longitude: 5.1116,
    };
    const updated = await post(`/locations/${location.id}`, body);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      ...body,
      regionName: region.name,
      geoSource: 'manual',
      mapLink: 'https://www.google.com/maps/search/?api=1&query=52.0884%2C5.1116',
    });
    const cleared = await post(`/locations/${location.id}`, {
      ...body,
      latitude: null,
      longitude: null,
    });
    expect(cleared.json()).toMatchObject({ latitude: null, geoSource: null });
    expect(cleared.json().mapLink).toContain('Jaarbeursplein%206');
  });

  it('answers bad fields with 400 naming the field', async () => {
    const location = await newLocation();
    const link = await post(`/locations/${location.id}`, { name: 'X', link: 'not a url' });
    expect(link.statusCode).toBe(400);
    expect(link.json().issues[0].field).toBe('body.link');
    const name = await post(`/locations/${location.id}`, { name: ' ' });
    expect(name.json().issues[0].field).toBe('body.name');
    const region = await post(`/locations/${location.id}`, { name: 'X', regionId: 999_999 });
    expect(region.json().issues[0].field).toBe('body.regionId');
  });

  it('needs projects EDIT (403) and hides other tenants (404)', async () => {
    const location = await newLocation();
    for (const token of [tokens.client, tokens.crew]) {
      const response = await post(`/locations/${location.id}`, { name: 'X' }, token);
      expect(response.statusCode).toBe(403);
    }
    const northwind = await ctx.login(
      demoLogin('planner', 'northwind.crewhub.app'),
      otherTenantHost,
    );
    const other = await post(
      `/locations/${location.id}`,
      { name: 'X' },
      northwind,
      otherTenantHost,
    );
    expect(other.statusCode).toBe(404);
    expect((await get(`/locations/${location.id}`)).json().name).toBe('Hall 7');
  });
});
