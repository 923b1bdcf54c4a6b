import type { CrewPage, LiveLocation, LiveLocationResult } from '@crewhub/shared';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema';
import {
  createCrewDayFactories,
  moveClockTo,
  type CrewDayFactories,
} from '../../testing/crew-day-factories';
import { demoLogin, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const start = '2026-11-23T09:00:00.000Z';
let f: CrewDayFactories;
type Person = { id: number; token: string; credentials: Record<string, string> };
let member: Person;
let chief: Person;
let outsider: string;

const person = async () => {
  const created = await f.crewMember();
  const credentials = created.credentials;
  return { id: created.person.id, token: await ctx.login(credentials), credentials };
};

/** Tokens live an hour: moving the clock by hours needs a fresh login. */
const later = async (iso: string) => {
  moveClockTo(ctx.clock, iso);
  member.token = await ctx.login(member.credentials);
  chief.token = await ctx.login(chief.credentials);
};

/** A crew today, 08:00-17:00 Amsterdam (07:00-16:00Z), with the member confirmed on it. */
const crewToday = async (
  options: Parameters<CrewDayFactories['crewWithPosition']>[0] = {
    date: '2026-11-23',
  },
) => {
  const setup = await f.crewWithPosition({ crewChiefPersonId: chief.id, ...options });
  const assignment = await f.assignment({
    projectCrewItemId: setup.position.id,
    personId: member.id,
    status: 'confirmed',
  });
  return { ...setup, assignment };
};

const locate = (crewId: number, kind: string, token = member.token) =>
  ctx.request('POST', `/api/v1/projectCrews/${crewId}/liveLocations`, {
    token,
    body: { kind, latitude: 51.88, longitude: 4.49, accuracy: 12 },
  });

beforeAll(async () => {
  f = createCrewDayFactories(ctx.handle.db);
  member = await person();
  chief = await person();
  outsider = (await person()).token;
});
afterEach(() => moveClockTo(ctx.clock, start));

describe('GET /projectCrews/{id}/crewPage', () => {
  it('shows the crew page to a member with contacts and check-in window', async () => {
    const location = await f.location({ name: 'Ahoy', latitude: 51.88, longitude: 4.49 });
    const { crew, assignment } = await crewToday({
      date: '2026-11-23',
      crew: { locationId: location.id },
    });
    const response = await ctx.request('GET', `/api/v1/projectCrews/${crew.id}/crewPage`, {
      token: member.token,
    });
    expect(response.statusCode).toBe(200);
    const page = response.json<CrewPage>();
    expect(page).toMatchObject({
      id: crew.id,
      location: { name: 'Ahoy', latitude: 51.88 },
      crewChief: { personId: chief.id },
      contactOnSite: { name: 'Olivia Site', links: { call: 'tel:+31655550000' } },
      viewer: {
        role: 'member',
        assignmentId: assignment.id,
        checkInOpensAt: '2026-11-23T05:00:00.000Z',
        checkInClosesAt: '2026-11-23T16:00:00.000Z',
        checkOutClosesAt: '2026-11-23T22:00:00.000Z',
      },
      deliveryNote: { signedAt: null, downloaded: false },
    });
    expect(page.members).toEqual([
      expect.objectContaining({ assignmentId: assignment.id, personId: member.id }),
    ]);
    expect(page.members[0]?.contact.links.mail).toMatch(/^mailto:/);
  });

  it('shows the crew chief role to the chief', async () => {
    const { crew } = await crewToday();
    const response = await ctx.request('GET', `/api/v1/projectCrews/${crew.id}/crewPage`, {
      token: chief.token,
    });
    expect(response.json<CrewPage>().viewer.role).toBe('chief');
  });

  it('answers 404 to people outside the crew and to dropped members', async () => {
    const { crew } = await crewToday();
    const other = await ctx.request('GET', `/api/v1/projectCrews/${crew.id}/crewPage`, {
      token: outsider,
    });
    expect(other.statusCode).toBe(404);
    const dropped = await person();
    const setup = await f.crewWithPosition({ date: '2026-11-23' });
    await f.assignment({
      projectCrewItemId: setup.position.id,
      personId: dropped.id,
      status: 'not_needed',
    });
    const response = await ctx.request('GET', `/api/v1/projectCrews/${setup.crew.id}/crewPage`, {
      token: dropped.token,
    });
    expect(response.statusCode).toBe(404);
  });

  it("answers 404 for another tenant's crew", async () => {
    const northwind = createCrewDayFactories(ctx.handle.db, 2);
    const setup = await northwind.crewWithPosition({ date: '2026-11-23' });
    const planner = await ctx.login(demoLogin('planner'));
    const response = await ctx.request('GET', `/api/v1/projectCrews/${setup.crew.id}/crewPage`, {
      token: planner,
    });
    expect(response.statusCode).toBe(404);
  });

  it('lets planners read any crew', async () => {
    const { crew } = await crewToday();
    const planner = await ctx.login(demoLogin('planner'));
    const response = await ctx.request('GET', `/api/v1/projectCrews/${crew.id}/crewPage`, {
      token: planner,
    });
    expect(response.json<CrewPage>().viewer.role).toBe('planner');
  });

  it('lets project guests open crews of their project only', async () => {
    const [demoProject] = await ctx.handle.db
      .select()
      .from(projects)
      .where(and(eq(projects.tenantId, 1), eq(projects.number, 'P-2026-001')));
    const own = await crewToday({ date: '2026-11-23', crew: { projectId: demoProject!.id } });
    const foreign = await crewToday();
    const guest = await ctx.login({ projectNumber: 'P-2026-001', password: 'guest2026' });
    const headers = { type: 'project' };
    const ok = await ctx.request('GET', `/api/v1/projectCrews/${own.crew.id}/crewPage`, {
      token: guest,
      headers,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<CrewPage>().viewer.role).toBe('guest');
    const contact = await ctx.request(
      'GET',
      `/api/v1/projectCrews/${own.crew.id}/members/${member.id}`,
      { token: guest, headers },
    );
    expect(contact.statusCode).toBe(200);
    const refused = await ctx.request('GET', `/api/v1/projectCrews/${foreign.crew.id}/crewPage`, {
      token: guest,
      headers,
    });
    expect(refused.statusCode).toBe(404);
    const liveLocations = await ctx.request(
      'GET',
      `/api/v1/projectCrews/${own.crew.id}/liveLocations`,
      { token: guest, headers },
    );
    expect(liveLocations.statusCode).toBe(403);
    const plusCrew = await ctx.login({ plusCrewNumber: 'PC-001', password: 'guest2026' });
    const plus = await ctx.request('GET', `/api/v1/projectCrews/${own.crew.id}/crewPage`, {
      token: plusCrew,
    });
    expect(plus.statusCode).toBe(403);
  });

  it('answers 404 for an unknown member on the contact page', async () => {
    const { crew } = await crewToday();
    const response = await ctx.request(
      'GET',
      `/api/v1/projectCrews/${crew.id}/members/${chief.id}`,
      { token: member.token },
    );
    expect(response.statusCode).toBe(404);
    // The specific text, not a generic one: the web words it "contact not found".
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Crew member not found' });
  });
});

describe('check-in and check-out', () => {
  it('checks in and out inside the window and records the places', async () => {
    const { crew } = await crewToday();
    const checkIn = await locate(crew.id, 'check_in');
    expect(checkIn.statusCode).toBe(201);
    expect(checkIn.json<LiveLocationResult>()).toMatchObject({
      message: 'Checked in',
      liveLocation: { kind: 'check_in', latitude: 51.88, recordedAt: start },
      member: { checkInAt: start, checkOutAt: null },
    });
    expect((await locate(crew.id, 'check_in')).json()).toMatchObject({
      code: 'ALREADY_CHECKED_IN',
    });
    expect((await locate(crew.id, 'ping')).statusCode).toBe(201);

    await later('2026-11-23T16:05:00Z');
    const checkOut = await locate(crew.id, 'check_out');
    expect(checkOut.json<LiveLocationResult>().member).toMatchObject({
      checkOutAt: '2026-11-23T16:05:00.000Z',
      workedHours: 7,
    });

    const mine = await ctx.request('GET', `/api/v1/projectCrews/${crew.id}/liveLocations`, {
      token: member.token,
    });
    expect(mine.json<LiveLocation[]>().map((row) => row.kind)).toEqual([
      'check_in',
      'ping',
      'check_out',
    ]);
    const chiefView = await ctx.request('GET', `/api/v1/projectCrews/${crew.id}/liveLocations`, {
      token: chief.token,
    });
    expect(chiefView.json<LiveLocation[]>()).toHaveLength(3);
  });

  it('refuses check-in before the window opens and after the shift', async () => {
    // 13:00-20:00 Amsterdam = 12:00-19:00Z: check-in opens at 10:00Z.
    const { crew } = await crewToday({
      date: '2026-11-23',
      position: { startTime: '13:00', endTime: '20:00' },
    });
    expect((await locate(crew.id, 'check_in')).json()).toMatchObject({
      code: 'CHECK_IN_TOO_EARLY',
    });
    expect((await locate(crew.id, 'check_out')).json()).toMatchObject({ code: 'NOT_CHECKED_IN' });
    await later('2026-11-23T19:00:01Z');
    const late = await locate(crew.id, 'check_in');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'CHECK_IN_CLOSED' });
  });

  it('answers "job has not started" to a check-out or sign-off before the start', async () => {
    // 13:00-20:00 Amsterdam = 12:00-19:00Z: checked in at 10:30Z, two hours early is allowed.
    const { crew, assignment } = await crewToday({
      date: '2026-11-23',
      position: { startTime: '13:00', endTime: '20:00' },
    });
    await later('2026-11-23T10:30:00Z');
    expect((await locate(crew.id, 'check_in')).statusCode).toBe(201);
    const early = await locate(crew.id, 'check_out');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'JOB_NOT_STARTED' });
    const signOff = await ctx.request(
      'POST',
      `/api/v1/projectCrews/${crew.id}/setProposedPaidChargedHours`,
      {
        token: chief.token,
        body: {
          items: [{ assignmentId: assignment.id, proposedPaidHours: 7, proposedChargedHours: 7 }],
        },
      },
    );
    expect(signOff.statusCode).toBe(409);
    expect(signOff.json()).toMatchObject({ code: 'JOB_NOT_STARTED' });
    await later('2026-11-23T12:00:00Z');
    expect((await locate(crew.id, 'check_out')).statusCode).toBe(201);
  });

  it('closes check-out six hours after the shift', async () => {
    const { crew } = await crewToday();
    await locate(crew.id, 'check_in');
    await later('2026-11-23T22:00:01Z');
    expect((await locate(crew.id, 'check_out')).json()).toMatchObject({
      code: 'CHECK_OUT_CLOSED',
    });
  });

  it('only lets crew members with a confirmed job check in', async () => {
    const { crew, position } = await crewToday();
    expect((await locate(crew.id, 'check_in', chief.token)).statusCode).toBe(403);
    expect((await locate(crew.id, 'check_in', outsider)).statusCode).toBe(404);
    const requested = await person();
    await f.assignment({ projectCrewItemId: position.id, personId: requested.id });
    const response = await locate(crew.id, 'check_in', requested.token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT' });
  });

  it('has no crew page, check-in or check-out for time off booked as an internal project', async () => {
    const { crew } = await crewToday({ date: '2026-11-23', project: { internalKind: 'sickness' } });
    expect((await locate(crew.id, 'check_in')).statusCode).toBe(404);
    expect((await locate(crew.id, 'check_out')).statusCode).toBe(404);
    const page = await ctx.request('GET', `/api/v1/projectCrews/${crew.id}/crewPage`, {
      token: member.token,
    });
    expect(page.statusCode).toBe(404);
  });

  it.each([
    [{ kind: 'check_in', latitude: 91, longitude: 4 }],
    [{ kind: 'arrive', latitude: 51, longitude: 4 }],
    [{ kind: 'check_in' }],
  ])('refuses %o with 400', async (body) => {
    const { crew } = await crewToday();
    const response = await ctx.request('POST', `/api/v1/projectCrews/${crew.id}/liveLocations`, {
      token: member.token,
      body,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /projectCrews/{id}/setProposedPaidChargedHours', () => {
  it('lets the crew chief sign off hours', async () => {
    const { crew, assignment } = await crewToday();
    const body = {
      items: [{ assignmentId: assignment.id, proposedPaidHours: 8.5, proposedChargedHours: 9 }],
    };
    const response = await ctx.request(
      'POST',
      `/api/v1/projectCrews/${crew.id}/setProposedPaidChargedHours`,
      { token: chief.token, body },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<CrewPage>().members[0]).toMatchObject({
      proposedPaidHours: 8.5,
      proposedChargedHours: 9,
      signedOffAt: start,
    });
    const byMember = await ctx.request(
      'POST',
      `/api/v1/projectCrews/${crew.id}/setProposedPaidChargedHours`,
      { token: member.token, body },
    );
    expect(byMember.statusCode).toBe(403);
    const planner = await ctx.login(demoLogin('planner'));
    const byPlanner = await ctx.request(
      'POST',
      `/api/v1/projectCrews/${crew.id}/setProposedPaidChargedHours`,
      { token: planner, body },
    );
    expect(byPlanner.statusCode).toBe(403);
  });

  it('refuses assignments of other crews and odd hours', async () => {
    const { crew } = await crewToday();
    const other = await crewToday();
    const foreign = await ctx.request(
      'POST',
      `/api/v1/projectCrews/${crew.id}/setProposedPaidChargedHours`,
      {
        token: chief.token,
        body: {
          items: [
            { assignmentId: other.assignment.id, proposedPaidHours: 8, proposedChargedHours: 8 },
          ],
        },
      },
    );
    expect(foreign.statusCode).toBe(400);
    const odd = await ctx.request(
      'POST',
      `/api/v1/projectCrews/${crew.id}/setProposedPaidChargedHours`,
      {
        token: chief.token,
        body: { items: [{ assignmentId: 1, proposedPaidHours: 8.1, proposedChargedHours: 8 }] },
      },
    );
    expect(odd.statusCode).toBe(400);
  });
});
