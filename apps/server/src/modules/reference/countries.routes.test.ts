import { isCountryCode, type Country, type Page } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories } from '../../testing/crew-day-factories';
import { useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
let dutch: string;

beforeAll(async () => {
  const member = await createCrewDayFactories(ctx.handle.db).crewMember({}, { language: 'nl' });
  dutch = await ctx.login(member.credentials);
});

const list = async (path: string) => {
  const response = await ctx.request('GET', `/api/v1${path}`, { token: dutch });
  expect(response.statusCode).toBe(200);
  return response.json<Page<Country>>();
};

describe('GET /countries and /nationalities', () => {
  it('names every ISO country in the login’s language, or the one asked, paged', async () => {
    const all = await list('/countries');
    expect(all.total).toBeGreaterThan(240);
    expect(all.items).toContainEqual({ code: 'DE', name: 'Duitsland' });
    const english = await list('/nationalities?language=en&q=nether');
    expect(english.items).toEqual([{ code: 'NL', name: 'Netherlands' }]);
    const welsh = await list('/countries?language=cy&q=fr');
    expect(welsh.items.map((country) => country.code)).toContain('FR');
    const page = await list('/countries?limit=10&page=2');
    expect(page).toMatchObject({ page: 2, limit: 10, total: all.total });
    expect(page.items[0]).toEqual(all.items[10]);
  });

  it('refuses bad paging and anonymous callers', async () => {
    const bad = await ctx.request('GET', '/api/v1/countries?limit=5000', { token: dutch });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('limit');
    expect((await ctx.request('GET', '/api/v1/nationalities')).statusCode).toBe(401);
  });

  it.each([
    ['NL', true],
    ['nl', false],
    ['NLD', false],
    ['XX', false],
  ])('knows %s as a country code: %s', (code, known) => {
    expect(isCountryCode(code)).toBe(known);
  });
});
