import type { BestPersons, WorkingTimeCheck } from '@crewhub/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import { createContractFactories, type ContractFactories } from '../../testing/contract-factories';
import { demoLogin, useTestApp } from '../../testing/test-app';

// Each test makes its own people and shifts in the week of 2026-11-30, after the fixed today.
const ctx = useTestApp();
const tokens = { planner: '', crew: '' };
let f: ContractFactories;

const post = (url: string, body: unknown) =>
  ctx.request('POST', `/api/v1${url}`, { token: tokens.planner, body });
const logOf = (assignmentId: number) =>
  withTenant(ctx.handle.db, 1, (tx) =>
    tx
      .select({ caption: activities.caption, body: activities.body })
      .from(activities)
      .where(
        and(
          eq(activities.subjectType, 'project_crew_item_status'),
          eq(activities.subjectId, assignmentId),
        ),
      ),
  );

/** A person with a late shift on Monday, and Tuesday's early position to confirm them on. */
const lateThenEarly = async () => {
  const person = await f.person();
  await f.shift({ personId: person.id, date: '2026-11-30', start: '14:00', end: '23:00' });
  const { position } = await f.crewWithPosition({
    date: '2026-12-01',
    position: { startTime: '07:00', endTime: '15:00' },
  });
  return { person, position };
};

beforeAll(async () => {
  f = createContractFactories(ctx.handle.db);
  tokens.planner = await ctx.login(demoLogin('planner'));
  tokens.crew = await ctx.login(demoLogin('crew'));
});

describe('confirming someone against the working-time rules', () => {
  it('refuses a rest that is too short without a reason, naming the hours short', async () => {
    const { person, position } = await lateThenEarly();
    const body = { projectCrewItemId: position.id, personId: person.id, status: 'confirmed' };
    const refused = await post('/projectCrewItemStatus', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('WORKING_TIME_REST_TOO_SHORT');
    expect(refused.json().message).toContain('rest 8 h is 3 h short of 11 h');

    const confirmed = await post('/projectCrewItemStatus', {
      ...body,
      overrideReason: 'Only rigger with a licence for this hall',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json().status).toBe('confirmed');
    expect(await logOf(confirmed.json().id)).toContainEqual({
      caption: 'Confirmed despite working-time rules: rest 8 h is 3 h short of 11 h',
      body: 'Only rigger with a licence for this hall',
    });
  });

  it('refuses activating someone over the weekly maximum, and lets a request stay a request', async () => {
    const person = await f.person();
    for (const date of ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03']) {
      await f.shift({ personId: person.id, date, start: '06:00', end: '18:00' });
    }
    const { assignment } = await f.shift({
      personId: person.id,
      date: '2026-12-05',
      start: '08:00',
      end: '12:00',
      status: 'requested',
    });
    const refused = await post(`/projectCrewItemStatus/${assignment.id}/activate`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('WORKING_TIME_WEEKLY_MAXIMUM');
    expect(refused.json().message).toContain('52 h is 4 h over the weekly maximum of 48 h');
    const anyway = await post(`/projectCrewItemStatus/${assignment.id}/activate`, {
      overrideReason: 'Festival week, agreed with the crew member',
    });
    expect(anyway.statusCode, anyway.body).toBe(200);
    expect(anyway.json().status).toBe('confirmed');
  });

  it('refuses going over the contract quota and passes within it', async () => {
    const person = await f.person();
    await f.staffContract({ personId: person.id, quotaMinutes: 12 * 60 });
    await f.shift({ personId: person.id, date: '2026-11-30', start: '08:00', end: '17:00' });
    const { position } = await f.crewWithPosition({ date: '2026-12-03' });
    const body = { projectCrewItemId: position.id, personId: person.id, status: 'confirmed' };
    const refused = await post('/projectCrewItemStatus', body);
    expect(refused.json().code).toBe('WORKING_TIME_QUOTA_EXCEEDED');
    expect(refused.json().message).toContain('18 h is 6 h over the contract quota of 12 h');
    // Without confirming there is nothing to check.
    const requested = await post('/projectCrewItemStatus', { ...body, status: 'requested' });
    expect(requested.statusCode).toBe(201);
  });
});

describe('GET /projectCrewItems/{id}/workingTime', () => {
  it('shows the planner the breaches before confirming', async () => {
    const { person, position } = await lateThenEarly();
    const response = await ctx.request(
      'GET',
      `/api/v1/projectCrewItems/${position.id}/workingTime?personId=${person.id}`,
      { token: tokens.planner },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<WorkingTimeCheck>()).toEqual({
      personId: person.id,
      breaches: [{ rule: 'rest', limitMinutes: 660, actualMinutes: 480, differenceMinutes: 180 }],
    });
  });

  it('answers 403 to crew, 404 for an unknown person or position, 400 without a person', async () => {
    const { person, position } = await lateThenEarly();
    const url = (id: number, query: string) => `/api/v1/projectCrewItems/${id}/workingTime${query}`;
    const as = (token: string, path: string) => ctx.request('GET', path, { token });
    expect((await as(tokens.crew, url(position.id, `?personId=${person.id}`))).statusCode).toBe(
      403,
    );
    expect((await as(tokens.planner, url(position.id, '?personId=2000000000'))).statusCode).toBe(
      404,
    );
    expect(
      (await as(tokens.planner, url(2_000_000_000, `?personId=${person.id}`))).statusCode,
    ).toBe(404);
    const missing = await as(tokens.planner, url(position.id, ''));
    expect(missing.json().issues[0].field).toBe('querystring.personId');
  });
});

describe('find-best-person and the working-time rules', () => {
  it('ranks someone who would break a rule lower and says why', async () => {
    const { position } = await lateThenEarly();
    const rested = await f.person({ functionIds: [position.functionId] });
    const tired = await f.person({ functionIds: [position.functionId] });
    await f.shift({
      personId: tired.id,
      date: '2026-11-30',
      start: '14:00',
      end: '23:00',
    });
    const response = await ctx.request(
      'GET',
      `/api/v1/projectCrewItems/${position.id}/bestPersons?limit=200`,
      { token: tokens.planner },
    );
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json<BestPersons>().items;
    const rank = (id: number) => items.findIndex((item) => item.personId === id);
    expect(rank(rested.id)).toBeGreaterThanOrEqual(0);
    expect(rank(tired.id)).toBeGreaterThan(rank(rested.id));
    expect(items[rank(tired.id)]!.reasons).toContainEqual({
      rule: 'workingTime',
      points: -20,
      code: 'restTooShort',
      params: { hours: 3, breaches: 1 },
    });
  });
  it('gives the head of the whole ranking as a short page', async () => {
    const { position } = await lateThenEarly();
    // Made first, so without the rules the tired person ranks before the rested one.
    const tired = await f.person({ functionIds: [position.functionId] });
    await f.shift({ personId: tired.id, date: '2026-11-30', start: '14:00', end: '23:00' });
    const rested = await f.person({ functionIds: [position.functionId] });
    const page = async (limit: number) =>
      (
        await ctx.request(
          'GET',
          `/api/v1/projectCrewItems/${position.id}/bestPersons?limit=${limit}`,
          { token: tokens.planner },
        )
      ).json<BestPersons>().items;
    const all = await page(200);
    const rank = (id: number) => all.findIndex((item) => item.personId === id);
    expect(rank(tired.id)).toBeGreaterThan(rank(rested.id));
    for (const limit of [1, 2, 3, rank(tired.id), rank(tired.id) + 1]) {
      expect(await page(limit)).toEqual(all.slice(0, limit));
    }
  });
});
