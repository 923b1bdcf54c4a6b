import type { Page, PersonListItem } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
let planner: string;

const list = (query: string, token = planner, host?: string) =>
  ctx.request('GET', `/api/v1/persons${query}`, { token, host });

beforeAll(async () => {
  planner = await ctx.login(demoLogin('planner'));
});

describe('GET /persons', () => {
  it('pages the demo crew by name with regions and functions', async () => {
    const response = await list('?limit=10');
    expect(response.statusCode).toBe(200);
    const page = response.json<Page<PersonListItem>>();
    expect(page.items).toHaveLength(10);
    expect(page.total).toBeGreaterThanOrEqual(40);
    const names = page.items.map((person) => person.lastName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(page.items.some((person) => person.functions.length > 0)).toBe(true);
    const second = (await list('?limit=10&page=2')).json<Page<PersonListItem>>();
    expect(second.items[0]!.id).not.toBe(page.items[0]!.id);
  });

  it('searches by name and filters by function, region and temporary', async () => {
    const all = (await list('')).json<Page<PersonListItem>>().items;
    const someone = all.find((person) => person.functions.length > 0 && person.region)!;
    const byName = (await list(`?q=${encodeURIComponent(someone.lastName)}`)).json<
      Page<PersonListItem>
    >();
    expect(byName.items.map((person) => person.id)).toContain(someone.id);
    const functionId = someone.functions[0]!.id;
    const byFunction = (await list(`?functionIds=${functionId}`)).json<Page<PersonListItem>>();
    expect(
      byFunction.items.every((person) => person.functions.some((fn) => fn.id === functionId)),
    ).toBe(true);
    const byRegion = (await list(`?regionId=${someone.region!.id}`)).json<Page<PersonListItem>>();
    expect(byRegion.items.every((person) => person.region?.id === someone.region!.id)).toBe(true);
    const temporary = (await list('?temporary=true')).json<Page<PersonListItem>>();
    expect(temporary.items.length).toBeGreaterThan(0);
    expect(temporary.items.every((person) => person.temporary)).toBe(true);
    expect((await list('?q=%25')).json<Page<PersonListItem>>().items).toEqual([]);
  });

  it.each([
    ['?limit=0', 'querystring.limit'],
    ['?functionIds=abc', 'querystring.functionIds.0'],
    ['?regionId=-1', 'querystring.regionId'],
  ])('answers %s with 400 on %s', async (query, field) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { field: string }[] }>().issues[0]?.field).toBe(field);
  });

  it('needs persons READ', async () => {
    const crew = await ctx.login(demoLogin('crew'));
    expect((await list('', crew)).statusCode).toBe(403);
    expect((await ctx.request('GET', '/api/v1/persons')).statusCode).toBe(401);
  });

  it("lists only the caller's tenant", async () => {
    const demo = (await list('')).json<Page<PersonListItem>>().items.map((person) => person.id);
    const northwind = await ctx.login(
      demoLogin('planner', 'northwind.crewhub.app'),
      otherTenantHost,
    );
    const other = (await list('', northwind, otherTenantHost)).json<Page<PersonListItem>>();
    expect(other.items.length).toBeGreaterThan(0);
    expect(other.items.some((person) => demo.includes(person.id))).toBe(false);
  });
});
