import type { Page, Vacancy, VacancyApplication } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import { demoLogin, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
let f: CrewDayFactories;
let token: string;
let personId: number;
let rigger: { id: number };

/** An open position for riggers on `date`. */
const vacancy = async (date: string, extra: { startTime?: string; amountOfRows?: number } = {}) =>
  (
    await f.crewWithPosition({
      date,
      position: { functionId: rigger.id, openAsVacancy: true, ...extra },
    })
  ).position;

const listed = async () =>
  (await ctx.request('GET', '/api/v1/vacancies', { token })).json<Page<Vacancy>>().items;
const listedIds = async () => (await listed()).map((item) => item.projectCrewItemId);

beforeAll(async () => {
  f = createCrewDayFactories(ctx.handle.db);
  rigger = await f.jobFunction({ name: 'Vacancy rigger' });
  const member = await f.crewMember({ functionIds: [rigger.id] });
  personId = member.person.id;
  token = await ctx.login(member.credentials);
});

describe('GET /vacancies', () => {
  it('lists open positions in my functions that I can take', async () => {
    const open = await vacancy('2026-12-01');
    const otherFunction = await f.crewWithPosition({
      date: '2026-12-01',
      position: { openAsVacancy: true },
    });
    const notOpen = await f.crewWithPosition({
      date: '2026-12-01',
      position: { functionId: rigger.id },
    });
    const started = await vacancy('2026-11-23', { startTime: '08:00' });
    const full = await vacancy('2026-12-02', { amountOfRows: 1 });
    await f.assignment({
      projectCrewItemId: full.id,
      personId: (await f.person()).id,
      status: 'confirmed',
    });

    const ids = await listedIds();
    expect(ids).toContain(open.id);
    for (const hidden of [otherFunction.position.id, notOpen.position.id, started.id, full.id]) {
      expect(ids).not.toContain(hidden);
    }
    const item = (await listed()).find((each) => each.projectCrewItemId === open.id);
    expect(item).toMatchObject({ functionName: 'Vacancy rigger', openRows: 1, applied: false });
  });

  it('hides positions that clash with my jobs, blocked dates or vacation', async () => {
    const clash = await vacancy('2026-12-03');
    const booked = await f.crewWithPosition({ date: '2026-12-03' });
    await f.assignment({ projectCrewItemId: booked.position.id, personId, status: 'confirmed' });
    const blocked = await vacancy('2026-12-04');
    await f.blockDate({ personId, startDate: '2026-12-04' });
    const holiday = await vacancy('2026-12-05');
    await f.vacation({ personId, startDate: '2026-12-05', status: 'approved' });
    const rejected = await vacancy('2026-12-06');
    await f.vacation({ personId, startDate: '2026-12-06', status: 'rejected' });

    const ids = await listedIds();
    expect(ids).not.toContain(clash.id);
    expect(ids).not.toContain(blocked.id);
    expect(ids).not.toContain(holiday.id);
    expect(ids).toContain(rejected.id);
  });

  it('needs the vacancies right', async () => {
    const client = await ctx.login(demoLogin('client'));
    expect((await ctx.request('GET', '/api/v1/vacancies', { token: client })).statusCode).toBe(403);
  });
});

describe('apply and unapply', () => {
  it('applies (GET or POST), shows it to the planner and unapplies', async () => {
    const position = await vacancy('2026-12-08');
    const applied = await ctx.request(
      'GET',
      `/api/v1/projectCrewItems/${position.id}/applyVacancy`,
      { token },
    );
    expect(applied.statusCode).toBe(200);
    const { assignmentId } = applied.json<{ assignmentId: number }>();
    expect(applied.json()).toMatchObject({ applied: true, projectCrewItemId: position.id });

    const again = await ctx.request(
      'POST',
      `/api/v1/projectCrewItems/${position.id}/applyVacancy`,
      { token },
    );
    expect(again.json()).toMatchObject({ applied: true, assignmentId });
    expect((await listed()).find((item) => item.projectCrewItemId === position.id)).toMatchObject({
      applied: true,
      assignmentId,
    });
    const jobs = await ctx.request('GET', '/api/v1/jobs?tab=applied', { token });
    expect(jobs.json<Page<{ id: number }>>().items.map((job) => job.id)).toContain(assignmentId);

    const planner = await ctx.login(demoLogin('planner'));
    const applications = await ctx.request(
      'GET',
      `/api/v1/projectCrewItems/${position.id}/applications`,
      { token: planner },
    );
    expect(applications.json<VacancyApplication[]>()).toEqual([
      expect.objectContaining({ assignmentId, personId, status: 'applied' }),
    ]);
    const crewCannot = await ctx.request(
      'GET',
      `/api/v1/projectCrewItems/${position.id}/applications`,
      { token },
    );
    expect(crewCannot.statusCode).toBe(403);

    const unapplied = await ctx.request(
      'POST',
      `/api/v1/projectCrewItems/${position.id}/unapplyVacancy`,
      { token },
    );
    expect(unapplied.json()).toMatchObject({ applied: false, assignmentId: null });
    expect((await listed()).find((item) => item.projectCrewItemId === position.id)?.applied).toBe(
      false,
    );
  });

  it('removes an application from the jobs list', async () => {
    const position = await vacancy('2026-12-09');
    const applied = await ctx.request(
      'POST',
      `/api/v1/projectCrewItems/${position.id}/applyVacancy`,
      { token },
    );
    const { assignmentId } = applied.json<{ assignmentId: number }>();
    const removed = await ctx.request('DELETE', `/api/v1/jobs/${assignmentId}/application`, {
      token,
    });
    expect(removed.json()).toMatchObject({ applied: false });
    const gone = await ctx.request('DELETE', `/api/v1/jobs/${assignmentId}/application`, {
      token,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses an application on a double-booked time with the reasons', async () => {
    const position = await vacancy('2026-12-10');
    const booked = await f.crewWithPosition({ date: '2026-12-10' });
    await f.assignment({ projectCrewItemId: booked.position.id, personId, status: 'requested' });
    await f.blockDate({ personId, startDate: '2026-12-10' });
    const response = await ctx.request(
      'POST',
      `/api/v1/projectCrewItems/${position.id}/applyVacancy`,
      { token },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'VACANCY_NOT_ELIGIBLE',
      issues: [{ field: 'DOUBLE_BOOKED' }, { field: 'BLOCKED' }],
    });
  });

  it('refuses started, full, closed and unknown positions', async () => {
    const started = await vacancy('2026-11-23', { startTime: '07:00' });
    const full = await vacancy('2026-12-11', { amountOfRows: 1 });
    await f.assignment({ projectCrewItemId: full.id, personId: (await f.person()).id });
    const closed = await f.crewWithPosition({
      date: '2026-12-12',
      position: { functionId: rigger.id },
    });
    const apply = (id: number) =>
      ctx.request('POST', `/api/v1/projectCrewItems/${id}/applyVacancy`, { token });
    expect((await apply(started.id)).json()).toMatchObject({ code: 'VACANCY_CLOSED' });
    expect((await apply(full.id)).json()).toMatchObject({ code: 'VACANCY_CLOSED' });
    expect((await apply(closed.position.id)).statusCode).toBe(404);
    expect((await apply(999_999)).statusCode).toBe(404);
  });

  it('does not let me unapply from a job planning asked me for', async () => {
    const position = await vacancy('2026-12-14');
    await f.assignment({ projectCrewItemId: position.id, personId, status: 'requested' });
    const response = await ctx.request(
      'POST',
      `/api/v1/projectCrewItems/${position.id}/unapplyVacancy`,
      { token },
    );
    expect(response.statusCode).toBe(409);
  });
});
