import type { ProjectCrew } from '@crewhub/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import { demoLogin, otherTenantHost, testToday, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const tokens: Record<string, string> = {};
let f: CrewDayFactories;
type Position = {
  id: number;
  projectCrewId: number;
  amountOfRows: number;
  functionId: number;
  startDate: string;
};

beforeAll(async () => {
  f = createCrewDayFactories(ctx.handle.db);
  for (const local of ['planner', 'client', 'crew'])
    tokens[local] = await ctx.login(demoLogin(local));
  tokens.guest = await ctx.login((await f.guestProject()).credentials);
  tokens.northwind = await ctx.login(
    demoLogin('planner', 'northwind.crewhub.app'),
    otherTenantHost,
  );
});

const get = (url: string, token = tokens.planner) => ctx.request('GET', `/api/v1${url}`, { token });
const post = (url: string, body?: unknown, token = tokens.planner) =>
  ctx.request('POST', `/api/v1${url}`, { token, body });

/** A fresh position on a project of its own for each test, so tests do not share state. */
const freshPosition = async (rows = 1): Promise<Position> =>
  (
    await f.crewWithPosition({
      date: '2026-11-22',
      position: { startTime: '06:00', endTime: '07:00', amountOfRows: rows },
    })
  ).position;
const somePersonIds = async (count: number) => {
  const ids: number[] = [];
  for (let n = 0; n < count; n += 1) ids.push((await f.person()).id);
  return ids;
};
/** A guest project's crew with one position and one person on it, and the guest's login. */
const guestCrew = async () => {
  const guest = await f.guestProject();
  const projectId = guest.project.id;
  const crew = await f.crew({ projectId, date: '2026-11-22' });
  const position = await f.position({
    projectCrewId: crew.id,
    projectId,
    functionId: (await f.jobFunction()).id,
    startDate: crew.date,
  });
  await f.assignment({ projectCrewItemId: position.id, personId: (await f.person()).id });
  return { crew, number: guest.project.number, token: await ctx.login(guest.credentials) };
};

/** Calls that bring a fresh assignment from its created status to each other status. */
const routeTo: Record<string, [created: string, actions: string[]]> = {
  requested: ['requested', []],
  confirmed: ['confirmed', []],
  spare: ['spare', []],
  cancelled: ['requested', ['cancel']],
  not_needed: ['requested', ['notNeeded']],
  no_show: ['confirmed', ['noShow']],
};

/** A fresh assignment on a fresh position, walked to `status`. */
const assignmentIn = async (status: string): Promise<number> => {
  const [created, actions] = routeTo[status]!;
  const position = await freshPosition();
  const [personId] = await somePersonIds(1);
  const { id } = (
    await post('/projectCrewItemStatus', {
      projectCrewItemId: position.id,
      personId,
      status: created,
    })
  ).json();
  for (const action of actions) await post(`/projectCrewItemStatus/${id}/${action}`);
  return id;
};

describe('project crews', () => {
  it('reads a crew with its positions and people, also as the project guest', async () => {
    const { crew, number, token: guest } = await guestCrew();
    for (const token of [tokens.planner, guest]) {
      expect((await get(`/projectCrews/${crew.id}`, token)).json()).toMatchObject({
        id: crew.id,
        projectNumber: number,
      });
      expect((await get(`/projectCrews/${crew.id}/projectCrewItems`, token)).json()).toHaveLength(
        1,
      );
      expect(
        (await get(`/projectCrews/${crew.id}/projectCrewItemStatus`, token)).json()[0],
      ).toHaveProperty('personName');
    }
  });

  it('gives a guest and another tenant 404 for other crews, and crew their own crew only', async () => {
    const otherCrew = (await f.crewWithPosition({ date: '2026-11-10' })).crew.id;
    const guest = await guestCrew();
    expect((await get(`/projectCrews/${otherCrew}`, guest.token)).statusCode).toBe(404);
    const northwind = await ctx.login(
      demoLogin('planner', 'northwind.crewhub.app'),
      otherTenantHost,
    );
    const response = await ctx.request('GET', `/api/v1/projectCrews/${otherCrew}`, {
      token: northwind,
      host: otherTenantHost,
    });
    expect(response.statusCode).toBe(404);
    expect((await get(`/projectCrews/${guest.crew.id}`, tokens.crew)).statusCode).toBe(404);
  });

  it("lets the crew chief read today's crew through crews READ (OWN)", async () => {
    const { crew, chief } = await f.ledCrew({ date: testToday, members: 4 });
    const token = await ctx.login(chief.credentials);
    const response = await get(`/projectCrews/${crew.id}/projectCrewItemStatus`, token);
    expect(response.statusCode).toBe(200);
    expect(
      response.json().filter((row: { status: string }) => row.status === 'confirmed'),
    ).toHaveLength(4);
  });

  it('copies a crew with its positions to another date', async () => {
    const { number } = await guestCrew();
    const [crew] = (await get(`/projects/${number}/projectCrews`)).json<ProjectCrew[]>();
    const copy = await post(`/projectCrews/${crew!.id}/copy`, {
      date: '2026-11-28',
      includePersons: true,
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ date: '2026-11-28', positionCount: 1 });
    const people = (await get(`/projectCrews/${copy.json().id}/projectCrewItemStatus`)).json();
    expect(people).toHaveLength(1);
    expect(people.every((row: { status: string }) => row.status === 'requested')).toBe(true);
    expect((await post(`/projectCrews/${crew!.id}/copy`, { date: 'x' })).statusCode).toBe(400);
    expect(
      (await post(`/projectCrews/${crew!.id}/copy`, { date: '2026-11-28' }, tokens.client))
        .statusCode,
    ).toBe(403);
  });
});

describe('positions', () => {
  it('reads and updates a position; time changes after requests mark it changed', async () => {
    const position = await freshPosition();
    const [personId] = await somePersonIds(1);
    expect((await get(`/projectCrewItems/${position.id}`)).json().changedAt).toBeNull();
    const update = await post(`/projectCrewItems/${position.id}/update`, { chargeableHours: 4 });
    expect(update.json()).toMatchObject({ chargeableHours: 4, changedAt: null });
    await post('/projectCrewItemStatus', { projectCrewItemId: position.id, personId });
    const moved = await post(`/projectCrewItems/${position.id}/update`, { startTime: '05:30' });
    expect(moved.json()).toMatchObject({ startTime: '05:30', changedAt: expect.any(String) });
    expect(
      (await post(`/projectCrewItems/${position.id}/update`, { startTime: '25:00' })).json()
        .issues[0].field,
    ).toBe('body.startTime');
    expect(
      (await post(`/projectCrewItems/${position.id}/update`, { amountOfRows: 2 }, tokens.client))
        .statusCode,
    ).toBe(403);
  });

  it('copies a position and its people (PCI and persons)', async () => {
    const position = await freshPosition(2);
    const people = await somePersonIds(2);
    for (const personId of people)
      await post('/projectCrewItemStatus', { projectCrewItemId: position.id, personId });
    const copy = await post(`/projectCrewItems/${position.id}/copy`, { startDate: '2026-11-24' });
    expect(copy.json()).toMatchObject({
      startDate: '2026-11-24',
      endDate: '2026-11-24',
      requestedCount: 0,
    });
    const copied = await post(`/projectCrewItems/${position.id}/copyPersons`, {
      targetProjectCrewItemId: copy.json().id,
    });
    expect(copied.json()).toEqual({ copied: 2 });
    expect(
      (
        await post(`/projectCrewItems/${position.id}/copyPersons`, {
          targetProjectCrewItemId: copy.json().id,
        })
      ).json(),
    ).toEqual({ copied: 0 });
    expect(
      (await get(`/projectCrewItems/${copy.json().id}/projectCrewItemStatus`)).json(),
    ).toHaveLength(2);
    expect(
      (
        await post(`/projectCrewItems/${position.id}/copyPersons`, {
          targetProjectCrewItemId: 999_999,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('answers unknown positions with 404', async () => {
    expect((await get('/projectCrewItems/999999')).statusCode).toBe(404);
  });
});

describe('projectCrewItemStatus transitions', () => {
  it('walks activate, noShow, reactivate and notNeeded, logging each change', async () => {
    const position = await freshPosition();
    const [personId] = await somePersonIds(1);
    const created = await post('/projectCrewItemStatus', {
      projectCrewItemId: position.id,
      personId,
      comment: 'Asked by phone',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json().status).toBe('requested');
    expect((await post(`/projectCrewItemStatus/${id}/activate`)).json()).toMatchObject({
      status: 'confirmed',
      confirmedAt: expect.any(String),
    });
    expect(
      (await post(`/projectCrewItemStatus/${id}/noShow`, { comment: 'Did not come' })).json()
        .status,
    ).toBe('no_show');
    expect((await post(`/projectCrewItemStatus/${id}/reactivate`)).json().status).toBe('requested');
    expect((await post(`/projectCrewItemStatus/${id}/notNeeded`)).json().status).toBe('not_needed');
    const logs = await ctx.handle.db
      .select()
      .from(activities)
      .where(
        and(eq(activities.subjectType, 'project_crew_item_status'), eq(activities.subjectId, id)),
      );
    expect(logs.map((log) => log.type)).toEqual(['LOG', 'LOG', 'LOG', 'LOG', 'LOG']);
    expect(logs.map((log) => log.caption)).toContain('Status confirmed -> no_show (noShow)');
  });

  it.each([
    ['spare', 'requested', 'spare'],
    ['spare', 'confirmed', 'spare'],
    ['cancel', 'requested', 'cancelled'],
    ['cancel', 'confirmed', 'cancelled'],
    ['cancel', 'spare', 'cancelled'],
    ['activate', 'spare', 'confirmed'],
    ['reactivate', 'cancelled', 'requested'],
  ])('moves %s from %s to %s and logs it', async (action, from, to) => {
    const id = await assignmentIn(from);
    const response = await post(`/projectCrewItemStatus/${id}/${action}`, { comment: 'Phoned' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe(to);
    const [log] = await ctx.handle.db
      .select()
      .from(activities)
      .where(
        and(
          eq(activities.subjectType, 'project_crew_item_status'),
          eq(activities.subjectId, id),
          eq(activities.caption, `Status ${from} -> ${to} (${action})`),
        ),
      );
    expect(log).toMatchObject({ type: 'LOG', body: 'Phoned' });
  });

  it.each([
    ['noShow', 'requested'],
    ['reactivate', 'requested'],
    ['spare', 'spare'],
    ['spare', 'cancelled'],
    ['spare', 'no_show'],
    ['cancel', 'cancelled'],
    ['cancel', 'not_needed'],
    ['cancel', 'no_show'],
  ])('refuses %s from %s with 409', async (action, from) => {
    const id = await assignmentIn(from);
    const response = await post(`/projectCrewItemStatus/${id}/${action}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CONFLICT');
  });

  it.each(['cancel', 'spare'])(
    'refuses %s without projects EDIT (403) and outside the tenant (404)',
    async (action) => {
      const id = await assignmentIn('requested');
      for (const token of [tokens.client, tokens.crew, tokens.guest])
        expect((await post(`/projectCrewItemStatus/${id}/${action}`, {}, token)).statusCode).toBe(
          403,
        );
      const response = await ctx.request('POST', `/api/v1/projectCrewItemStatus/${id}/${action}`, {
        token: tokens.northwind,
        host: otherTenantHost,
        body: {},
      });
      expect(response.statusCode).toBe(404);
    },
  );

  it('hides assignments and positions of another tenant with 404 on create, update and actions', async () => {
    const position = await freshPosition();
    const [personId] = await somePersonIds(1);
    const id = await assignmentIn('requested');
    const asNorthwind = (url: string, body: unknown) =>
      ctx.request('POST', `/api/v1${url}`, {
        token: tokens.northwind,
        host: otherTenantHost,
        body,
      });
    const calls: [string, unknown][] = [
      ['/projectCrewItemStatus', { projectCrewItemId: position.id, personId }],
      [`/projectCrewItemStatus/${id}/update`, { proposedPaidHours: 1 }],
      ...['activate', 'notNeeded', 'reactivate', 'noShow'].map((action): [string, unknown] => [
        `/projectCrewItemStatus/${id}/${action}`,
        {},
      ]),
    ];
    for (const [url, body] of calls) expect((await asNorthwind(url, body)).statusCode).toBe(404);
    expect((await get(`/projectCrewItems/${position.id}`)).json().requestedCount).toBe(0);
  });

  it('refuses a second person on a full position and a duplicate request with 409', async () => {
    const position = await freshPosition(1);
    const [first, second] = await somePersonIds(2);
    await post('/projectCrewItemStatus', {
      projectCrewItemId: position.id,
      personId: first,
      status: 'confirmed',
    });
    expect(
      (await post('/projectCrewItemStatus', { projectCrewItemId: position.id, personId: first }))
        .statusCode,
    ).toBe(409);
    const waiting = (
      await post('/projectCrewItemStatus', { projectCrewItemId: position.id, personId: second })
    ).json();
    expect((await post(`/projectCrewItemStatus/${waiting.id}/activate`)).statusCode).toBe(409);
  });

  it('updates proposed hours and validates input', async () => {
    const position = await freshPosition();
    const [personId] = await somePersonIds(1);
    const id = (
      await post('/projectCrewItemStatus', { projectCrewItemId: position.id, personId })
    ).json().id;
    const updated = await post(`/projectCrewItemStatus/${id}/update`, {
      proposedPaidHours: 1.5,
      proposedChargedHours: 2,
    });
    expect(updated.json()).toMatchObject({ proposedPaidHours: 1.5, proposedChargedHours: 2 });
    const bad = await post('/projectCrewItemStatus', {
      projectCrewItemId: position.id,
      personId: 'x',
    });
    expect(bad.json().issues[0].field).toBe('body.personId');
    expect(
      (await post('/projectCrewItemStatus', { projectCrewItemId: position.id, personId: 999_999 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post(`/projectCrewItemStatus/${id}/activate`, {}, tokens.client)).statusCode,
    ).toBe(403);
    expect((await post(`/projectCrewItemStatus/${id}/activate`, {}, tokens.guest)).statusCode).toBe(
      403,
    );
    expect((await post('/projectCrewItemStatus/999999/activate')).statusCode).toBe(404);
  });
});
