import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const tokens: Record<string, string> = {};
let f: CrewDayFactories;
type Crew = {
  id: number;
  name: string;
  typeOfAssignment: string;
  companyId: number | null;
  companyName: string | null;
  memberCount: number;
  blockedCount: number;
};
type Page<T> = { items: T[]; page: number; limit: number; total: number };

beforeAll(async () => {
  for (const local of ['planner', 'client', 'crew'])
    tokens[local] = await ctx.login(demoLogin(local));
  f = createCrewDayFactories(ctx.handle.db);
  tokens.guest = await ctx.login((await f.guestProject()).credentials);
  tokens.northwind = await ctx.login(
    demoLogin('planner', 'northwind.crewhub.app'),
    otherTenantHost,
  );
});

/** A new crew with two members, a favourite and a blocked person, as the API shows it. */
const crewWithEveryKind = async () => {
  const { id } = await f.membershipCrew();
  for (const kind of ['member', 'member', 'favourite', 'blocked'] as const)
    await f.membership({ plannerCrewId: id, personId: (await f.person()).id, kind });
  return (await get(`/pCrews/${id}`)).json<Crew>();
};

const crews = async (token = tokens.planner) =>
  (await get('/pCrews', token)).json<Page<Crew>>().items;

const get = (url: string, token = tokens.planner, host?: string) =>
  ctx.request('GET', `/api/v1${url}`, { token, host });
const post = (url: string, body: unknown, token = tokens.planner) =>
  ctx.request('POST', `/api/v1${url}`, { token, body });

describe('membership crews', () => {
  it('lists every crew for planners under both names and only their own for clients', async () => {
    const client = await f.clientContact();
    const own = await f.membershipCrew({ companyId: client.contact.companyId });
    const planners = await f.membershipCrew();
    const planner = (await get('/plannerCrews')).json<Page<Crew>>();
    expect(planner).toMatchObject({ page: 1, limit: 1000 });
    expect(planner.items.map((crew) => crew.id)).toEqual(
      expect.arrayContaining([own.id, planners.id]),
    );
    expect((await get('/pCrews')).json()).toEqual(planner);
    const token = await ctx.login(client.credentials);
    const theirs = (await get('/pCrews', token)).json<Page<Crew>>();
    expect(theirs).toMatchObject({ total: 1, items: [{ id: own.id, name: own.name }] });
    expect((await get(`/pCrews/${planners.id}`, token)).statusCode).toBe(404);
    expect((await get('/pCrews', tokens.crew)).statusCode).toBe(403);
  });

  it('pages the crews for real', async () => {
    await f.membershipCrew();
    await f.membershipCrew();
    const all = await crews();
    const second = (await get('/pCrews?limit=1&page=2')).json<Page<Crew>>();
    expect(second).toMatchObject({ page: 2, limit: 1, total: all.length });
    expect(second.items.map((crew) => crew.id)).toEqual([all[1]!.id]);
    expect((await get('/pCrews?page=9')).json<Page<Crew>>().items).toEqual([]);
  });

  it('shows items with kinds and crew members without the blocked, paged', async () => {
    const crew = await crewWithEveryKind();
    expect(crew).toMatchObject({ memberCount: 3, blockedCount: 1 });
    const items = (await get(`/pCrews/${crew.id}/items`)).json<
      Page<{ id: number; kind: string }>
    >();
    expect(items.total).toBe(crew.memberCount + crew.blockedCount);
    expect(new Set(items.items.map((item) => item.kind))).toEqual(
      new Set(['member', 'favourite', 'blocked']),
    );
    const members = (await get(`/plannerCrews/${crew.id}/crewMembers`)).json<
      Page<{ personId: number; kind: string }>
    >();
    expect(members.items).toHaveLength(crew.memberCount);
    expect(members.items.some((member) => member.kind === 'blocked')).toBe(false);
    const onePage = async (page: number) =>
      (await get(`/pCrews/${crew.id}/crewMembers?limit=1&page=${page}`))
        .json<Page<{ personId: number }>>()
        .items.map((member) => member.personId);
    expect([...(await onePage(1)), ...(await onePage(2))]).toEqual(
      members.items.slice(0, 2).map((member) => member.personId),
    );
    expect(
      (await get(`/pCrews/${crew.id}/items?limit=2`)).json<Page<unknown>>().items,
    ).toHaveLength(2);
  });

  it.each([
    ['/pCrews?limit=0', 'querystring.limit'],
    ['/plannerCrews?page=0', 'querystring.page'],
    ['/pCrews/1/items?limit=1001', 'querystring.limit'],
    ['/pCrews/1/crewMembers?page=x', 'querystring.page'],
    ['/pCrews/x/items', 'params.id'],
  ])('answers %s with 400 on %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].field).toBe(field);
  });

  it('lists the types of assignment for planners and clients only (403)', async () => {
    for (const token of [tokens.planner, tokens.client])
      expect((await get('/plannerCrewTypes', token)).json()).toEqual([
        'preferred',
        'exclusive',
        'backup',
      ]);
    for (const token of [tokens.crew, tokens.guest])
      expect((await get('/plannerCrewTypes', token)).statusCode).toBe(403);
  });

  it("creates crews; a client's crew is always their own company's", async () => {
    const created = await post('/pCrews', { name: 'Night shift pool', typeOfAssignment: 'backup' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ companyId: null, memberCount: 0 });
    const renamed = await post(`/pCrews/${created.json().id}`, { name: 'Night owls' });
    expect(renamed.json().name).toBe('Night owls');
    const company = await f.company();
    const clientToken = await ctx.login(
      (await f.clientContact({ companyId: company.id })).credentials,
    );
    const client = await post('/pCrews', { name: 'Our favourites', companyId: null }, clientToken);
    expect(client.statusCode).toBe(201);
    expect(client.json().companyName).toBe(company.name);
    expect((await post('/pCrews', { name: '' })).json().issues[0].field).toBe('body.name');
    expect((await post('/pCrews', { name: 'X', typeOfAssignment: 'weird' })).statusCode).toBe(400);
    expect((await post('/pCrews', { name: 'X' }, tokens.crew)).statusCode).toBe(403);
    expect(
      (await post(`/pCrews/${created.json().id}`, { name: 'Mine now' }, clientToken)).statusCode,
    ).toBe(404);
  });

  it('adds, re-kinds and removes members (crewMemberships CREATE/DELETE)', async () => {
    const crew = (await post('/pCrews', { name: 'Membership test' })).json();
    const personId = (await f.person()).id;
    const added = await post('/plannerCrewMemberships', { plannerCrewId: crew.id, personId });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      message: 'added new member to membership crew',
      membership: { kind: 'member' },
    });
    const favourite = await post('/plannerCrewMemberships', {
      plannerCrewId: crew.id,
      personId,
      kind: 'favourite',
    });
    expect(favourite.statusCode).toBe(200);
    expect(favourite.json().membership).toMatchObject({
      id: added.json().membership.id,
      kind: 'favourite',
    });
    expect(
      (await post('/plannerCrewMemberships', { plannerCrewId: crew.id, personId: 999_999 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/plannerCrewMemberships', { plannerCrewId: crew.id, personId }, tokens.client))
        .statusCode,
    ).toBe(404);
    expect(
      (await post('/plannerCrewMemberships', { plannerCrewId: crew.id, personId }, tokens.crew))
        .statusCode,
    ).toBe(403);
    const id = added.json().membership.id;
    const removed = await ctx.request('DELETE', `/api/v1/plannerCrewMemberships/${id}`, {
      token: tokens.planner,
      body: {},
    });
    expect(removed.json()).toEqual({ message: 'removed member from membership crew' });
    expect(
      (
        await ctx.request('DELETE', `/api/v1/plannerCrewMemberships/${id}`, {
          token: tokens.planner,
          body: {},
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps tenants apart', async () => {
    const crew = await f.membershipCrew();
    for (const path of ['', '/items', '/crewMembers'])
      expect(
        (await get(`/pCrews/${crew.id}${path}`, tokens.northwind, otherTenantHost)).statusCode,
      ).toBe(404);
    const theirs = (await get('/pCrews', tokens.northwind, otherTenantHost)).json<Page<Crew>>();
    expect(theirs.items.some((other) => other.id === crew.id)).toBe(false);
    const edit = await ctx.request('POST', `/api/v1/pCrews/${crew.id}`, {
      token: tokens.northwind,
      host: otherTenantHost,
      body: { name: 'Taken over' },
    });
    expect(edit.statusCode).toBe(404);
  });
});

describe('POST /pCrews/{id}', () => {
  it('lets planners move a crew to a client company and back; clients keep their own', async () => {
    const company = await f.company();
    const client = await ctx.login((await f.clientContact({ companyId: company.id })).credentials);
    const crew = (await post('/pCrews', { name: 'Company move test' })).json<Crew>();
    const moved = await post(`/pCrews/${crew.id}`, {
      typeOfAssignment: 'exclusive',
      companyId: company.id,
    });
    expect(moved.json()).toMatchObject({
      typeOfAssignment: 'exclusive',
      companyId: company.id,
      companyName: company.name,
    });
    expect((await crews(client)).map((one) => one.id)).toContain(crew.id);
    const mine = await post(`/pCrews/${crew.id}`, { name: 'Our pool', companyId: null }, client);
    expect(mine.json()).toMatchObject({ name: 'Our pool', companyId: company.id });
    const back = await post(`/pCrews/${crew.id}`, { companyId: null });
    expect(back.json()).toMatchObject({ name: 'Our pool', companyId: null, companyName: null });
    expect((await post(`/pCrews/${crew.id}`, { name: 'X' }, client)).statusCode).toBe(404);
  });

  it.each([
    [{ name: '' }, 'body.name'],
    [{ typeOfAssignment: 'weird' }, 'body.typeOfAssignment'],
    [{ companyId: 999_999 }, 'body.companyId'],
    [{ companyId: 'x' }, 'body.companyId'],
  ])('answers %j with 400 on %s', async (body, field) => {
    const crew = await f.membershipCrew();
    const response = await post(`/pCrews/${crew.id}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].field).toBe(field);
  });

  it('needs membershipCrews EDIT (403)', async () => {
    const crew = await f.membershipCrew();
    for (const token of [tokens.crew, tokens.guest])
      expect((await post(`/pCrews/${crew.id}`, { name: 'X' }, token)).statusCode).toBe(403);
  });
});

describe('GET /persons/{id}/plannerCrewMemberships', () => {
  type PersonMembership = { plannerCrewId: number; plannerCrewName: string; kind: string };

  /** A new client, a crew of their company and one of the planners'. */
  const clientCrews = async () => {
    const client = await f.clientContact();
    return {
      own: await f.membershipCrew({ companyId: client.contact.companyId }),
      other: await f.membershipCrew(),
      token: await ctx.login(client.credentials),
    };
  };

  it("lists a person's crews: all for planners, the own company's for clients", async () => {
    const { own, other, token } = await clientCrews();
    const personId = (await f.person()).id;
    await post('/plannerCrewMemberships', { plannerCrewId: own.id, personId });
    await post('/plannerCrewMemberships', {
      plannerCrewId: other.id,
      personId,
      kind: 'favourite',
    });
    const url = `/persons/${personId}/plannerCrewMemberships`;
    const planner = (await get(url)).json<Page<PersonMembership>>();
    expect(planner.items.map((row) => row.plannerCrewId).sort()).toEqual([own.id, other.id].sort());
    expect(planner.items.find((row) => row.plannerCrewId === other.id)).toMatchObject({
      plannerCrewName: other.name,
      kind: 'favourite',
    });
    const client = (await get(url, token)).json<Page<PersonMembership>>();
    expect(client.items).toEqual([
      expect.objectContaining({ plannerCrewId: own.id, plannerCrewName: own.name }),
    ]);
    expect(client.total).toBe(1);
    expect((await get(`${url}?limit=1&page=2`)).json<Page<PersonMembership>>()).toMatchObject({
      page: 2,
      total: 2,
    });
  });

  it("answers 404 for unknown people, people outside a client's crews and other tenants", async () => {
    const { token } = await clientCrews();
    const url = `/persons/${(await f.person()).id}/plannerCrewMemberships`;
    expect((await get(url)).statusCode).toBe(200);
    expect((await get(url, token)).statusCode).toBe(404);
    expect((await get('/persons/999999/plannerCrewMemberships')).statusCode).toBe(404);
    expect((await get(url, tokens.northwind, otherTenantHost)).statusCode).toBe(404);
  });

  it('needs membershipCrews READ (403) and valid paging (400)', async () => {
    const url = `/persons/${(await f.person()).id}/plannerCrewMemberships`;
    for (const token of [tokens.crew, tokens.guest])
      expect((await get(url, token)).statusCode).toBe(403);
    const bad = await get(`${url}?limit=abc`);
    expect(bad.json().issues[0].field).toBe('querystring.limit');
  });
});
