import type { Job, JobConfirmation, JobDetail, Page } from '@crewhub/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import { countStatements } from '../../testing/statement-counter';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const statements = countStatements();
// The test clock starts at 2026-11-23T09:00Z (10:00 in Amsterdam, the default time zone).
const ctx = useTestApp();
let f: CrewDayFactories;
let token: string;
let personId: number;

/** A job for the test person on `date`, in `status`. */
const job = async (
  date: string,
  status: Parameters<CrewDayFactories['assignment']>[0]['status'],
  times = {},
) => {
  const setup = await f.crewWithPosition({ date, position: times });
  const assignment = await f.assignment({
    projectCrewItemId: setup.position.id,
    personId,
    status,
  });
  return { ...setup, assignment };
};

const ids = (page: Page<Job>) => page.items.map((item) => item.id);

beforeAll(() => {
  f = createCrewDayFactories(ctx.handle.db);
});

// Every test is a new crew member's, so no test sees another's jobs.
beforeEach(async () => {
  const member = await f.crewMember();
  personId = member.person.id;
  token = await ctx.login(member.credentials);
});

describe('GET /jobs', () => {
  it('sorts my jobs into past, upcoming, to confirm and applied', async () => {
    const past = await job('2026-11-20', 'confirmed');
    const endedThisMorning = await job('2026-11-23', 'confirmed', {
      startTime: '06:00',
      endTime: '09:30',
    });
    const upcoming = await job('2026-11-25', 'confirmed');
    const runningNow = await job('2026-11-23', 'spare');
    const toConfirm = await job('2026-11-26', 'requested');
    const applied = await job('2026-11-27', 'applied');
    await job('2026-11-28', 'not_needed');

    const tab = async (name: string) =>
      (await ctx.request('GET', `/api/v1/jobs?tab=${name}`, { token })).json<Page<Job>>();
    expect(ids(await tab('past'))).toEqual([endedThisMorning.assignment.id, past.assignment.id]);
    expect(ids(await tab('upcoming'))).toEqual([runningNow.assignment.id, upcoming.assignment.id]);
    expect(ids(await tab('toConfirm'))).toEqual([toConfirm.assignment.id]);
    expect(ids(await tab('applied'))).toEqual([applied.assignment.id]);

    const first = (await tab('toConfirm')).items[0]!;
    expect(first).toMatchObject({
      status: 'requested',
      startTime: '08:00',
      endTime: '17:00',
      startsAt: '2026-11-26T07:00:00.000Z',
      canConfirm: true,
      project: { number: toConfirm.project.number },
    });
  });

  it('leaves out time off the office booked as internal projects', async () => {
    const timeOff = async (
      internalKind: 'sickness' | 'vacation' | 'bank_holiday',
      status: 'confirmed' | 'requested',
    ) => {
      const setup = await f.crewWithPosition({ date: '2026-11-29', project: { internalKind } });
      return f.assignment({ projectCrewItemId: setup.position.id, personId, status });
    };
    const sick = await timeOff('sickness', 'confirmed');
    const vacation = await timeOff('vacation', 'requested');
    const holiday = await timeOff('bank_holiday', 'confirmed');
    const internal = [sick.id, vacation.id, holiday.id];
    for (const name of ['past', 'upcoming', 'toConfirm', 'applied']) {
      const page = (await ctx.request('GET', `/api/v1/jobs?tab=${name}`, { token })).json<
        Page<Job>
      >();
      expect(ids(page).filter((id) => internal.includes(id))).toEqual([]);
    }
    for (const id of internal) {
      expect((await ctx.request('GET', `/api/v1/jobs/${id}`, { token })).statusCode).toBe(404);
    }
    const confirm = await ctx.request('POST', `/api/v1/jobs/${vacation.id}/confirmation`, {
      token,
    });
    expect(confirm.statusCode).toBe(404);
  });

  it('pages a tab, with the jobs of today on the right side of now', async () => {
    const earlier = await job('2026-11-20', 'confirmed');
    const endedThisMorning = await job('2026-11-23', 'confirmed', {
      startTime: '06:00',
      endTime: '09:30',
    });
    const runningNow = await job('2026-11-23', 'confirmed');
    const tomorrow = await job('2026-11-24', 'confirmed');
    await job('2026-11-25', 'confirmed');
    const page = async (tab: string, number: number, limit: number) =>
      (
        await ctx.request('GET', `/api/v1/jobs?tab=${tab}&limit=${limit}&page=${number}`, {
          token,
        })
      ).json<Page<Job>>();

    expect(await page('upcoming', 2, 1)).toMatchObject({
      page: 2,
      limit: 1,
      total: 3,
      items: [{ id: tomorrow.assignment.id }],
    });
    expect(ids(await page('upcoming', 1, 2))).toEqual([
      runningNow.assignment.id,
      tomorrow.assignment.id,
    ]);
    expect(ids(await page('past', 1, 1))).toEqual([endedThisMorning.assignment.id]);
    expect(await page('past', 2, 1)).toMatchObject({
      total: 2,
      items: [{ id: earlier.assignment.id }],
    });
    expect(await page('past', 3, 1)).toMatchObject({ total: 2, items: [] });
  });

  it('reads a busy first page once, dropping the jobs near now that have ended', async () => {
    await job('2026-11-23', 'confirmed', { startTime: '06:00', endTime: '09:30' });
    const coming = [];
    for (const day of ['24', '25', '26', '27', '28', '29', '30']) {
      coming.push(await job(`2026-11-${day}`, 'confirmed'));
    }
    let answer: Page<Job> | undefined;
    const sent = await statements.during(async () => {
      answer = (
        await ctx.request('GET', '/api/v1/jobs?tab=upcoming&limit=2&page=1', { token })
      ).json<Page<Job>>();
    });
    expect(answer).toMatchObject({
      total: 7,
      items: coming.slice(0, 2).map((upcoming) => ({ id: upcoming.assignment.id })),
    });
    // BEGIN, the session check, the page with its count and the jobs near now, COMMIT.
    expect(sent).toBe(4);
  });

  it('serves each caller their own first page, whoever asked first (one statement per shape)', async () => {
    const callers = [
      { token: await ctx.login(demoLogin('crew')) },
      { token, host: undefined },
      {
        token: await ctx.login(demoLogin('crew', 'northwind.crewhub.app'), otherTenantHost),
        host: otherTenantHost,
      },
    ];
    await job('2026-11-25', 'confirmed');
    await job('2026-11-20', 'confirmed');
    const ask = async (caller: { token: string; host?: string }, tab: string) =>
      (await ctx.request('GET', `/api/v1/jobs?tab=${tab}`, caller)).json<Page<Job>>();
    for (const tab of ['upcoming', 'past']) {
      const first = [];
      for (const caller of callers) first.push(await ask(caller, tab));
      const again = [];
      for (const caller of [...callers].reverse()) again.unshift(await ask(caller, tab));
      expect(again).toEqual(first);
      const seen = first.flatMap(ids);
      expect(new Set(seen).size).toBe(seen.length);
      expect(ids(first[1]!)).toHaveLength(1);
    }
  });

  it('refuses an unknown tab with 400', async () => {
    const response = await ctx.request('GET', '/api/v1/jobs?tab=later', { token });
    expect(response.statusCode).toBe(400);
  });

  it('refuses guests and needs a login', async () => {
    const guest = await ctx.login((await f.guestProject()).credentials);
    expect((await ctx.request('GET', '/api/v1/jobs', { token: guest })).statusCode).toBe(403);
    expect((await ctx.request('GET', '/api/v1/jobs')).statusCode).toBe(401);
  });

  it('refuses client contacts, who have no person', async () => {
    const client = await ctx.login(demoLogin('client'));
    const response = await ctx.request('GET', '/api/v1/jobs', { token: client });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /jobs/{id}', () => {
  it('shows my job with its contacts', async () => {
    const location = await f.location({ name: 'Ahoy', city: 'Rotterdam' });
    const manager = await f.person({ phone: '+31 6 1111 2222' });
    const setup = await f.crewWithPosition({
      date: '2026-11-30',
      crew: { locationId: location.id },
      project: { projectManagerPersonId: manager.id },
    });
    const assignment = await f.assignment({
      projectCrewItemId: setup.position.id,
      personId,
      status: 'confirmed',
    });
    const response = await ctx.request('GET', `/api/v1/jobs/${assignment.id}`, { token });
    expect(response.statusCode).toBe(200);
    const detail = response.json<JobDetail>();
    expect(detail.location).toMatchObject({ name: 'Ahoy', city: 'Rotterdam' });
    expect(detail.projectManager).toMatchObject({
      personId: manager.id,
      links: { call: 'tel:+31611112222', message: 'sms:+31611112222' },
    });
    expect(detail.contactOnSite).toMatchObject({
      name: 'Olivia Site',
      links: { mail: 'mailto:site@example.test' },
    });
  });

  it("answers 404 for another person's job", async () => {
    const other = await f.person();
    const setup = await f.crewWithPosition({ date: '2026-11-30' });
    const assignment = await f.assignment({
      projectCrewItemId: setup.position.id,
      personId: other.id,
    });
    const response = await ctx.request('GET', `/api/v1/jobs/${assignment.id}`, { token });
    expect(response.statusCode).toBe(404);
    const confirm = await ctx.request('POST', `/api/v1/jobs/${assignment.id}/confirmation`, {
      token,
    });
    expect(confirm.statusCode).toBe(404);
  });

  it("answers 404 for another tenant's job", async () => {
    const northwind = createCrewDayFactories(ctx.handle.db, 2);
    const person = await northwind.person();
    const setup = await northwind.crewWithPosition({ date: '2026-11-30' });
    const assignment = await northwind.assignment({
      projectCrewItemId: setup.position.id,
      personId: person.id,
    });
    const response = await ctx.request('GET', `/api/v1/jobs/${assignment.id}`, { token });
    expect(response.statusCode).toBe(404);
    const planner = await ctx.login(demoLogin('planner', 'northwind.crewhub.app'), otherTenantHost);
    const fromNorthwind = await ctx.request('GET', `/api/v1/jobs/${assignment.id}`, {
      token: planner,
      host: otherTenantHost,
    });
    expect(fromNorthwind.statusCode).toBe(404);
  });
});

describe('POST /jobs/{id}/confirmation', () => {
  it('confirms a requested job that has not started', async () => {
    const { assignment } = await job('2026-11-24', 'requested');
    const response = await ctx.request('POST', `/api/v1/jobs/${assignment.id}/confirmation`, {
      token,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<JobConfirmation>();
    expect(body.message).toBe('job has not started');
    expect(body.job).toMatchObject({
      status: 'confirmed',
      confirmedAt: '2026-11-23T09:00:00.000Z',
    });
    const again = await ctx.request('POST', `/api/v1/jobs/${assignment.id}/confirmation`, {
      token,
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses once the job has started, using the clock', async () => {
    const { assignment } = await job('2026-11-23', 'requested', {
      startTime: '10:30',
      endTime: '18:00',
    });
    // 10:30 Amsterdam = 09:30Z; the clock is at 09:00Z.
    ctx.clock.advance(29 * 60_000);
    const early = await ctx.request('GET', `/api/v1/jobs/${assignment.id}`, { token });
    expect(early.json<JobDetail>().canConfirm).toBe(true);
    ctx.clock.advance(60_000);
    const response = await ctx.request('POST', `/api/v1/jobs/${assignment.id}/confirmation`, {
      token,
    });
    ctx.clock.advance(-30 * 60_000);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'JOB_ALREADY_STARTED',
      message: 'job already started, contact planning to confirm',
    });
  });

  it('refuses jobs that are not requested', async () => {
    const { assignment } = await job('2026-11-29', 'not_needed');
    const response = await ctx.request('POST', `/api/v1/jobs/${assignment.id}/confirmation`, {
      token,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT' });
  });

  it('needs the XSRF token', async () => {
    const { assignment } = await job('2026-11-29', 'requested');
    const response = await ctx.request('POST', `/api/v1/jobs/${assignment.id}/confirmation`, {
      token,
      xsrf: false,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /jobs/crewChief', () => {
  it('lists the crews I lead with member and check-in counts', async () => {
    const chief = await f.crewMember();
    const chiefLogin = await ctx.login(chief.credentials);
    const setup = await f.crewWithPosition({
      date: '2026-11-23',
      crewChiefPersonId: chief.person.id,
    });
    await f.assignment({ projectCrewItemId: setup.position.id, personId, status: 'confirmed' });
    const earlier = await f.crewWithPosition({
      date: '2026-11-01',
      crewChiefPersonId: chief.person.id,
    });

    const upcoming = await ctx.request('GET', '/api/v1/jobs/crewChief', { token: chiefLogin });
    expect(upcoming.statusCode).toBe(200);
    expect(upcoming.json()).toMatchObject({
      total: 1,
      items: [{ projectCrewId: setup.crew.id, members: 1, checkedIn: 0 }],
    });
    const past = await ctx.request('GET', '/api/v1/jobs/crewChief?tab=past', {
      token: chiefLogin,
    });
    expect(past.json()).toMatchObject({ total: 1, items: [{ projectCrewId: earlier.crew.id }] });
    const notChief = await ctx.request('GET', '/api/v1/jobs/crewChief', { token });
    expect(notChief.json()).toMatchObject({ total: 0 });
    // Nobody leads time off: internal projects' crews are left out.
    await f.crewWithPosition({
      date: '2026-11-24',
      crewChiefPersonId: chief.person.id,
      project: { internalKind: 'bank_holiday' },
    });
    const again = await ctx.request('GET', '/api/v1/jobs/crewChief', { token: chiefLogin });
    expect(again.json()).toMatchObject({ total: 1 });
  });
});
