import type { JobDetail } from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

/**
 * A job is one person's: nobody else may confirm it, not a colleague on the same crew, not the
 * crew chief, not a planner (who confirms through /projectCrewItemStatus/{id}/activate). They
 * all get 404, as if the job did not exist, and the job stays as it was.
 */
const ctx = useTestApp();
let f: CrewDayFactories;
let owner: { personId: number; token: string };
let jobId: number;
const callers: Record<string, { token: string; host?: string }> = {};

const confirm = (caller: { token: string; host?: string }, id = jobId) =>
  ctx.request('POST', `/api/v1/jobs/${id}/confirmation`, caller);

beforeAll(async () => {
  f = createCrewDayFactories(ctx.handle.db);
  const [person, colleague, chief, stranger] = await Promise.all([
    f.crewMember(),
    f.crewMember(),
    f.crewMember(),
    f.crewMember(),
  ]);
  // Next week, so the job has not started: only its person may still confirm it.
  const setup = await f.crewWithPosition({
    date: '2026-11-30',
    crewChiefPersonId: chief.person.id,
    position: { amountOfRows: 2 },
  });
  const job = await f.assignment({
    projectCrewItemId: setup.position.id,
    personId: person.person.id,
    status: 'requested',
  });
  jobId = job.id;
  await f.assignment({
    projectCrewItemId: setup.position.id,
    personId: colleague.person.id,
    status: 'requested',
  });
  owner = { personId: person.person.id, token: await ctx.login(person.credentials) };
  callers['a colleague on the same crew'] = { token: await ctx.login(colleague.credentials) };
  callers['the crew chief of the crew'] = { token: await ctx.login(chief.credentials) };
  callers['a crew member of other crews'] = { token: await ctx.login(stranger.credentials) };
  callers['a planner'] = { token: await ctx.login(demoLogin('planner')) };
  callers['a planner of another tenant'] = {
    token: await ctx.login(demoLogin('planner', 'northwind.crewhub.app'), otherTenantHost),
    host: otherTenantHost,
  };
});

describe("POST /jobs/{id}/confirmation on another person's job", () => {
  it.each([
    'a colleague on the same crew',
    'the crew chief of the crew',
    'a crew member of other crews',
    'a planner',
    'a planner of another tenant',
  ])('answers 404 to %s and leaves the job as it was', async (who) => {
    const response = await confirm(callers[who]!);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    const detail = await ctx.request('GET', `/api/v1/jobs/${jobId}`, { token: owner.token });
    expect(detail.json<JobDetail>()).toMatchObject({ status: 'requested', confirmedAt: null });
  });

  it("lets the job's own person confirm it", async () => {
    const setup = await f.crewWithPosition({ date: '2026-11-30' });
    const job = await f.assignment({
      projectCrewItemId: setup.position.id,
      personId: owner.personId,
      status: 'requested',
    });
    const confirmed = await confirm({ token: owner.token }, job.id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ job: { status: 'confirmed' } });
  });
});
