import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories } from '../../testing/crew-day-factories';
import { createFactories } from '../../testing/factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const tokens: Record<string, string> = {};
type Crew = { id: number; name: string; date: string; shift: string };
type Position = { id: number; startDate: string; endDate: string; changedAt: string | null };

beforeAll(async () => {
  for (const local of ['planner', 'client', 'crew'])
    tokens[local] = await ctx.login(demoLogin(local));
  tokens.northwind = await ctx.login(
    demoLogin('planner', 'northwind.crewhub.app'),
    otherTenantHost,
  );
});

const get = (url: string, token = tokens.planner) => ctx.request('GET', `/api/v1${url}`, { token });
const post = (url: string, body: unknown, token = tokens.planner, host?: string) =>
  ctx.request('POST', `/api/v1${url}`, { token, body, host });

/** A fresh project with one crew and two positions, so tests do not move the demo's. */
const newCrew = async () => {
  const functions = (await get('/functions')).json().items;
  const project = (
    await post('/projects', {
      name: 'Crew edit test',
      beginDate: '2026-12-10',
      endDate: '2026-12-12',
      crews: [
        {
          name: 'Build-up',
          date: '2026-12-10',
          positions: [0, 1].map((index) => ({
            functionId: functions[index].id,
            startTime: '08:00',
            endTime: '16:00',
          })),
        },
      ],
    })
  ).json();
  const [crew] = (await get(`/projects/${project.number}/projectCrews`)).json() as Crew[];
  const positions = (await get(`/projects/${project.number}/projectCrewItems`)).json();
  return { project, crew: crew!, positions: positions as Position[] };
};

describe('POST /projectCrews/{id}', () => {
  it('updates the crew and clears optional fields with null', async () => {
    const { crew } = await newCrew();
    const chief = await createFactories(ctx.handle.db).person();
    const updated = await post(`/projectCrews/${crew.id}`, {
      name: 'Build-up day 1',
      shift: 'night',
      crewChiefPersonId: chief.id,
      contactOnSiteName: 'Mira',
      contactOnSiteEmail: 'mira@example.test',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Build-up day 1',
      shift: 'night',
      date: '2026-12-10',
      crewChiefPersonId: chief.id,
      crewChiefName: `${chief.firstName} ${chief.lastName}`,
      contactOnSiteEmail: 'mira@example.test',
    });
    const cleared = await post(`/projectCrews/${crew.id}`, { contactOnSiteName: null });
    expect(cleared.json()).toMatchObject({ contactOnSiteName: null, shift: 'night' });
    expect((await post(`/projectCrews/${crew.id}`, {})).json().name).toBe('Build-up day 1');
  });

  it('moves the positions with a new date; asked ones are marked changed', async () => {
    const { project, crew, positions } = await newCrew();
    const person = await createFactories(ctx.handle.db).person();
    await post('/projectCrewItemStatus', {
      projectCrewItemId: positions[0]!.id,
      personId: person.id,
    });
    const moved = await post(`/projectCrews/${crew.id}`, { date: '2026-12-12' });
    expect(moved.json().date).toBe('2026-12-12');
    const after: Position[] = (await get(`/projects/${project.number}/projectCrewItems`)).json();
    const asked = after.find((position) => position.id === positions[0]!.id)!;
    const free = after.find((position) => position.id === positions[1]!.id)!;
    expect(asked).toMatchObject({ startDate: '2026-12-12', endDate: '2026-12-12' });
    expect(asked.changedAt).not.toBeNull();
    expect(free).toMatchObject({ startDate: '2026-12-12', changedAt: null });
  });

  it('answers bad fields with 400 naming the field', async () => {
    const { crew } = await newCrew();
    const email = await post(`/projectCrews/${crew.id}`, { contactOnSiteEmail: 'nope' });
    expect(email.statusCode).toBe(400);
    expect(email.json().issues[0].field).toBe('body.contactOnSiteEmail');
    const location = await post(`/projectCrews/${crew.id}`, { locationId: 999_999 });
    expect(location.statusCode).toBe(400);
    expect(location.json().issues[0].field).toBe('body.locationId');
    const shift = await post(`/projectCrews/${crew.id}`, { shift: '' });
    expect(shift.json().issues[0].field).toBe('body.shift');
  });

  it('needs projects EDIT (403) and hides other tenants (404)', async () => {
    const { crew } = await newCrew();
    for (const token of [tokens.client, tokens.crew]) {
      expect((await post(`/projectCrews/${crew.id}`, { name: 'X' }, token!)).statusCode).toBe(403);
    }
    const other = await post(
      `/projectCrews/${crew.id}`,
      { name: 'X' },
      tokens.northwind,
      otherTenantHost,
    );
    expect(other.statusCode).toBe(404);
    expect((await post('/projectCrews/999999', { name: 'X' })).statusCode).toBe(404);
  });
});

describe('POST /projectCrews/{id}/copy', () => {
  it('needs projects EDIT (403) and hides other tenants (404)', async () => {
    const { crew } = await newCrew();
    const body = { date: '2026-12-20' };
    for (const token of [tokens.client, tokens.crew])
      expect((await post(`/projectCrews/${crew.id}/copy`, body, token)).statusCode).toBe(403);
    const other = await post(
      `/projectCrews/${crew.id}/copy`,
      body,
      tokens.northwind,
      otherTenantHost,
    );
    expect(other.statusCode).toBe(404);
  });
});

describe('GET /projectCrews/{id}/projectCrewItemRatings', () => {
  it("shows the crew's ratings to its crew chief and planners, not to the rated", async () => {
    const f = createCrewDayFactories(ctx.handle.db);
    const chief = await f.crewMember();
    const worker = await f.crewMember();
    const { crew, position } = await f.crewWithPosition({
      date: '2026-11-20',
      crewChiefPersonId: chief.person.id,
    });
    const job = await f.assignment({
      projectCrewItemId: position.id,
      personId: worker.person.id,
      status: 'confirmed',
    });
    const chiefToken = await ctx.login(chief.credentials);
    const workerToken = await ctx.login(worker.credentials);
    const rated = await post('/crewRatings', { assignmentId: job.id, value: 4 }, chiefToken);
    expect(rated.statusCode).toBe(200);
    const url = `/projectCrews/${crew.id}/projectCrewItemRatings`;
    for (const token of [chiefToken, tokens.planner]) {
      const response = await get(url, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        expect.objectContaining({ id: rated.json().id, assignmentId: job.id, value: 4 }),
      ]);
    }
    expect((await get(url, workerToken)).statusCode).toBe(403);
    // Clients hold no crews READ; crew members of other crews do not see this one.
    expect((await get(url, tokens.client)).statusCode).toBe(403);
    expect((await get(url, tokens.crew)).statusCode).toBe(404);
    const other = await ctx.request('GET', `/api/v1${url}`, {
      token: tokens.northwind,
      host: otherTenantHost,
    });
    expect(other.statusCode).toBe(404);
    expect((await get('/projectCrews/abc/projectCrewItemRatings')).json().issues[0].field).toBe(
      'params.id',
    );
  });
});
