import { beforeAll, describe, expect, it } from 'vitest';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const tokens: Record<string, string> = {};
type Crew = {
  id: number;
  name: string;
  companyId: number | null;
  memberCount: number;
  blockedCount: number;
};

beforeAll(async () => {
  for (const local of ['planner', 'client', 'crew'])
    tokens[local] = await ctx.login(demoLogin(local));
});

const get = (url: string, token = tokens.planner, host?: string) =>
  ctx.request('GET', `/api/v1${url}`, { token, host });
const post = (url: string, body: unknown, token = tokens.planner) =>
  ctx.request('POST', `/api/v1${url}`, { token, body });

describe('membership crews', () => {
  it('lists every crew for planners under both names and only their own for clients', async () => {
    const planner = (await get('/plannerCrews')).json<Crew[]>();
    expect(planner.map((crew) => crew.name)).toEqual([
      'Ahoy regulars',
      'Planner favourites',
      'Riggers pool',
    ]);
    expect((await get('/pCrews')).json()).toEqual(planner);
    const client = (await get('/pCrews', tokens.client)).json<Crew[]>();
    expect(client.map((crew) => crew.name)).toEqual(['Ahoy regulars']);
    const other = planner.find((crew) => crew.companyId === null)!;
    expect((await get(`/pCrews/${other.id}`, tokens.client)).statusCode).toBe(404);
    expect((await get('/pCrews', tokens.crew)).statusCode).toBe(403);
  });

  it('shows items with kinds and crew members without the blocked', async () => {
    const crew = (await get('/pCrews')).json<Crew[]>()[0]!;
    const items = (await get(`/pCrews/${crew.id}/items`)).json();
    expect(new Set(items.map((item: { kind: string }) => item.kind))).toEqual(
      new Set(['member', 'favourite', 'blocked']),
    );
    const members = (await get(`/plannerCrews/${crew.id}/crewMembers`)).json();
    expect(members).toHaveLength(crew.memberCount);
    expect(members.some((member: { kind: string }) => member.kind === 'blocked')).toBe(false);
    expect((await get('/plannerCrewTypes')).json()).toEqual(['preferred', 'exclusive', 'backup']);
  });

  it("creates crews; a client's crew is always their own company's", async () => {
    const created = await post('/pCrews', { name: 'Night shift pool', typeOfAssignment: 'backup' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ companyId: null, memberCount: 0 });
    const renamed = await post(`/pCrews/${created.json().id}`, { name: 'Night owls' });
    expect(renamed.json().name).toBe('Night owls');
    const client = await post(
      '/pCrews',
      { name: 'Our favourites', companyId: null },
      tokens.client,
    );
    expect(client.statusCode).toBe(201);
    expect(client.json().companyName).toBe('Rotterdam Ahoy Events');
    expect((await post('/pCrews', { name: '' })).json().issues[0].field).toBe('body.name');
    expect((await post('/pCrews', { name: 'X', typeOfAssignment: 'weird' })).statusCode).toBe(400);
    expect((await post('/pCrews', { name: 'X' }, tokens.crew)).statusCode).toBe(403);
    expect(
      (await post(`/pCrews/${created.json().id}`, { name: 'Mine now' }, tokens.client)).statusCode,
    ).toBe(404);
  });

  it('adds, re-kinds and removes members (crewMemberships CREATE/DELETE)', async () => {
    const crew = (await post('/pCrews', { name: 'Membership test' })).json();
    const personId = (await get('/projects/P-2026-001/crewBooking')).json()[0].personId;
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
    const crew = (await get('/pCrews')).json<Crew[]>()[0]!;
    const northwind = await ctx.login(
      demoLogin('planner', 'northwind.crewhub.app'),
      otherTenantHost,
    );
    expect((await get(`/pCrews/${crew.id}`, northwind, otherTenantHost)).statusCode).toBe(404);
  });
});

describe('contacts', () => {
  it('lists contacts: all for planners, the own company for clients', async () => {
    const all = (await get('/contacts')).json();
    expect(all.total).toBeGreaterThanOrEqual(3);
    const client = (await get('/contacts', tokens.client)).json();
    expect(
      new Set(client.items.map((contact: { companyId: number }) => contact.companyId)).size,
    ).toBe(1);
    expect((await get('/contacts?q=smit')).json().items[0]).toMatchObject({
      lastName: 'Smit',
      contactNumber: 'C-1004',
    });
    expect((await get('/contacts', tokens.crew)).statusCode).toBe(403);
  });

  it("lists a contact's projects from 2018 and their planning items from one month back", async () => {
    const olivia = (await get('/contacts?q=smit')).json().items[0];
    const projects = (await get(`/contacts/${olivia.id}/projects`, tokens.client)).json();
    expect(projects.total).toBeGreaterThan(0);
    expect(
      projects.items.every((project: { contactId: number }) => project.contactId === olivia.id),
    ).toBe(true);
    const items = (await get(`/contacts/${olivia.id}/plannerPlanningItems`, tokens.client)).json();
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item: { startDate: string }) => item.startDate >= '2026-10-23')).toBe(true);
    expect(items[0]).toHaveProperty('personNames');
  });

  it("hides other companies' contacts from clients with 404", async () => {
    const other = (await get('/contacts'))
      .json()
      .items.find((contact: { lastName: string }) => contact.lastName !== 'Smit');
    expect((await get(`/contacts/${other.id}/projects`, tokens.client)).statusCode).toBe(404);
    expect(
      (await get(`/contacts/${other.id}/plannerPlanningItems`, tokens.client)).statusCode,
    ).toBe(404);
    expect((await get(`/contacts/${other.id}/plannerPlanningItems`)).statusCode).toBe(403);
    expect((await get('/contacts/abc/projects')).statusCode).toBe(400);
  });
});
