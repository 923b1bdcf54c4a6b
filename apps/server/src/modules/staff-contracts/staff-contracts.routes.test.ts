import type { StaffContract, StaffContractDetail } from '@crewhub/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import { createContractFactories, type ContractFactories } from '../../testing/contract-factories';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

// Each test makes its own crew members and contracts; office@ and planner@ stand for their
// roles. The clock stands on Monday 2026-11-23, 10:00 in Amsterdam.
const ctx = useTestApp();
const tokens = { office: '', planner: '', northwind: '' };
let f: ContractFactories;

type Member = { id: number; token: string };
const newMember = async (): Promise<Member> => {
  const member = await f.crewMember();
  return { id: member.person.id, token: await ctx.login(member.credentials) };
};
const request = (method: 'GET' | 'POST', url: string, token: string, body?: unknown) =>
  ctx.request(method, `/api/v1${url}`, { token, body });
const get = async <T>(url: string, token: string) => {
  const response = await request('GET', url, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
const hours = (value: number) => Math.round(value * 60);

beforeAll(async () => {
  f = createContractFactories(ctx.handle.db);
  tokens.office = await ctx.login(demoLogin('office'));
  tokens.planner = await ctx.login(demoLogin('planner'));
  tokens.northwind = await ctx.login(demoLogin('office', 'northwind.crewhub.app'), otherTenantHost);
});

describe('GET /staffContracts', () => {
  it('lists my own contracts to crew and everyone’s to the office, active or past', async () => {
    const member = await newMember();
    const other = await newMember();
    const past = await f.staffContract({
      personId: member.id,
      startDate: '2025-01-01',
      endDate: '2026-10-31',
    });
    const current = await f.staffContract({ personId: member.id });
    await f.staffContract({ personId: other.id });

    const mine = await get<StaffContract[]>('/staffContracts', member.token);
    expect(mine.map((row) => [row.id, row.active])).toEqual([
      [current.id, true],
      [past.id, false],
    ]);
    const active = await get<StaffContract[]>('/staffContracts?state=active', member.token);
    expect(active.map((row) => row.id)).toEqual([current.id]);
    const pastOnly = await get<StaffContract[]>('/staffContracts?state=past', member.token);
    expect(pastOnly.map((row) => row.id)).toEqual([past.id]);

    const office = await get<StaffContract[]>(
      `/staffContracts?personId=${other.id}`,
      tokens.office,
    );
    expect(office).toHaveLength(1);
    expect(office[0]).toMatchObject({ personId: other.id, quotaUnit: 'week', endDate: null });
  });

  it('refuses planners (no staffContracts right) and bad filters', async () => {
    expect((await request('GET', '/staffContracts', tokens.planner)).statusCode).toBe(403);
    const bad = await request('GET', '/staffContracts?state=soon', tokens.office);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('querystring.state');
  });
});

describe('POST /staffContracts', () => {
  const body = (personId: number, values: Record<string, unknown> = {}) => ({
    personId,
    contractType: 'fixed_term',
    quotaUnit: 'month',
    quotaMinutes: hours(120),
    startDate: '2026-12-01',
    endDate: '2027-05-31',
    vacationMinutesPerYear: hours(160),
    ...values,
  });

  it('lets the office record a contract and refuses one that meets another', async () => {
    const member = await newMember();
    const response = await request('POST', '/staffContracts', tokens.office, body(member.id));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<StaffContractDetail>()).toMatchObject({
      personId: member.id,
      contractType: 'fixed_term',
      active: false,
      canCorrect: true,
      corrections: [],
    });
    const overlap = await request(
      'POST',
      '/staffContracts',
      tokens.office,
      body(member.id, { startDate: '2027-05-01', endDate: null }),
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().code).toBe('CONTRACT_PERIOD_OVERLAP');
    const after = await request(
      'POST',
      '/staffContracts',
      tokens.office,
      body(member.id, { startDate: '2027-06-01', endDate: null }),
    );
    expect(after.statusCode).toBe(201);
  });

  it('answers 400 naming the field, 403 to crew and planners', async () => {
    const member = await newMember();
    const backwards = await request(
      'POST',
      '/staffContracts',
      tokens.office,
      body(member.id, { endDate: '2026-11-30' }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().issues[0].field).toBe('body.endDate');
    const unknown = await request('POST', '/staffContracts', tokens.office, body(2_000_000_000));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues[0].field).toBe('body.personId');
    const negative = await request(
      'POST',
      '/staffContracts',
      tokens.office,
      body(member.id, { quotaMinutes: -1 }),
    );
    expect(negative.json().issues[0].field).toBe('body.quotaMinutes');
    expect(
      (await request('POST', '/staffContracts', member.token, body(member.id))).statusCode,
    ).toBe(403);
    expect(
      (await request('POST', '/staffContracts', tokens.planner, body(member.id))).statusCode,
    ).toBe(403);
  });
});

describe('GET /staffContracts/{id}', () => {
  it('computes planned, worked and both accounts from assignments, sign-offs and vacation', async () => {
    const member = await newMember();
    const contract = await f.staffContract({
      personId: member.id,
      quotaMinutes: hours(10),
      vacationMinutesPerYear: hours(365),
    });
    // Week 1: 9 hours confirmed, 8.5 signed off. Week 4 (today's): 9 hours planned ahead.
    await f.shift({
      personId: member.id,
      date: '2026-11-03',
      start: '08:00',
      end: '17:00',
      paidHours: 8.5,
    });
    await f.shift({ personId: member.id, date: '2026-11-25', start: '08:00', end: '17:00' });
    // A request is not planned; someone else's shift is not mine.
    await f.shift({
      personId: member.id,
      date: '2026-11-24',
      start: '08:00',
      end: '17:00',
      status: 'requested',
    });
    await f.shift({
      personId: (await newMember()).id,
      date: '2026-11-04',
      start: '08:00',
      end: '17:00',
    });
    // One approved vacation day (Tuesday of week 2), one still requested.
    await f.vacation({ personId: member.id, startDate: '2026-11-10', status: 'approved' });
    await f.vacation({ personId: member.id, startDate: '2026-11-11', status: 'requested' });

    const detail = await get<StaffContractDetail>(`/staffContracts/${contract.id}`, member.token);
    expect(detail.periods.map((period) => period.start)).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
    expect(detail.periods[0]).toMatchObject({
      quotaMinutes: hours(10),
      plannedMinutes: hours(9),
      workedMinutes: hours(8.5),
      timeBalanceMinutes: hours(-1.5),
    });
    // The vacation day counts as worked: a fifth of the weekly 10 hours.
    expect(detail.periods[1]).toMatchObject({
      vacationTakenMinutes: hours(2),
      timeBalanceMinutes: hours(-1.5 + 2 - 10),
    });
    // Today is the first day of week 4: a seventh of the quota is due.
    expect(detail.periods[3]).toMatchObject({ quotaMinutes: 86, plannedMinutes: hours(9) });
    expect(detail.totals).toEqual({
      plannedMinutes: hours(18),
      workedMinutes: hours(8.5),
      timeBalanceMinutes: hours(-1.5 + 2 - 10 - 10) - 86,
      // One hour accrues per day: 22 days up to today, minus the vacation day.
      vacationBalanceMinutes: hours(22 - 2),
    });
    expect(detail.canCorrect).toBe(false);
  });

  it('answers "Contract not found" for someone else’s, another tenant’s and a missing one', async () => {
    const member = await newMember();
    const contract = await f.staffContract({ personId: (await newMember()).id });
    const foreign = await request('GET', `/staffContracts/${contract.id}`, member.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Contract not found');
    expect((await request('GET', '/staffContracts/2000000000', tokens.office)).statusCode).toBe(
      404,
    );
    const northwind = await ctx.request('GET', `/api/v1/staffContracts/${contract.id}`, {
      token: tokens.northwind,
      host: otherTenantHost,
    });
    expect(northwind.statusCode).toBe(404);
    expect((await request('GET', `/staffContracts/${contract.id}`, tokens.office)).statusCode).toBe(
      200,
    );
  });
});

describe('POST /staffContracts/{id}', () => {
  const terms = {
    contractType: 'fixed_term',
    quotaUnit: 'month',
    quotaMinutes: hours(120),
    startDate: '2026-10-01',
    endDate: '2026-12-31',
    vacationMinutesPerYear: hours(160),
  };

  it('changes type, quota and period, logs the change, and the person reads the new terms', async () => {
    const member = await newMember();
    const contract = await f.staffContract({ personId: member.id });
    const response = await request('POST', `/staffContracts/${contract.id}`, tokens.office, terms);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<StaffContractDetail>()).toMatchObject({
      contractType: 'fixed_term',
      quotaUnit: 'month',
      quotaMinutes: hours(120),
      startDate: '2026-10-01',
      endDate: '2026-12-31',
    });
    const mine = await get<StaffContractDetail>(`/staffContracts/${contract.id}`, member.token);
    expect(mine.periods[0]!.quotaMinutes).toBe(hours(120));
    const logged = await withTenant(ctx.handle.db, 1, (tx) =>
      tx
        .select({ category: activities.category, parameters: activities.parameters })
        .from(activities)
        .where(
          and(eq(activities.subjectType, 'staff_contract'), eq(activities.subjectId, contract.id)),
        ),
    );
    expect(logged).toEqual([
      {
        category: 'staffContract.changed',
        parameters: expect.objectContaining({ contractType: 'permanent', quotaUnit: 'week' }),
      },
    ]);
  });

  it('answers 409 on an overlap, 400 naming the field, 403 to crew, 404 elsewhere', async () => {
    const member = await newMember();
    const contract = await f.staffContract({ personId: member.id, endDate: '2026-12-31' });
    await f.staffContract({ personId: member.id, startDate: '2027-01-01', endDate: null });
    const url = `/staffContracts/${contract.id}`;
    const overlap = await request('POST', url, tokens.office, { ...terms, endDate: null });
    expect(overlap.statusCode).toBe(409);
    for (const [body, field] of [
      [{ ...terms, endDate: '2026-09-30' }, 'body.endDate'],
      [{ ...terms, quotaMinutes: -1 }, 'body.quotaMinutes'],
      [{ ...terms, contractType: 'freelance' }, 'body.contractType'],
    ] as const) {
      const refused = await request('POST', url, tokens.office, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues[0].field).toBe(field);
    }
    expect((await request('POST', url, member.token, terms)).statusCode).toBe(403);
    const northwind = await ctx.request('POST', `/api/v1${url}`, {
      token: tokens.northwind,
      body: terms,
      host: otherTenantHost,
    });
    expect(northwind.statusCode).toBe(404);
  });

  it('keeps corrections inside the period (400 on the date that would drop one)', async () => {
    const member = await newMember();
    const contract = await f.staffContract({ personId: member.id });
    const url = `/staffContracts/${contract.id}`;
    const correction = { account: 'time', date: '2026-11-20', minutes: 30, reason: 'Briefing' };
    expect(
      (await request('POST', `${url}/corrections`, tokens.office, correction)).statusCode,
    ).toBe(201);
    const cut = await request('POST', url, tokens.office, { ...terms, endDate: '2026-11-15' });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().issues[0].field).toBe('body.endDate');
  });
});

describe('POST /staffContracts/{id}/corrections', () => {
  it('moves an account by a logged entry the office gives a reason for', async () => {
    const member = await newMember();
    const contract = await f.staffContract({ personId: member.id, quotaMinutes: 0 });
    const response = await request(
      'POST',
      `/staffContracts/${contract.id}/corrections`,
      tokens.office,
      {
        account: 'time',
        date: '2026-11-04',
        minutes: 90,
        reason: 'Travel time to the Ahoy load-in',
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    const detail = response.json<StaffContractDetail>();
    expect(detail.totals.timeBalanceMinutes).toBe(90);
    expect(detail.periods[0]!.timeCorrectionMinutes).toBe(90);
    expect(detail.corrections).toEqual([
      expect.objectContaining({ account: 'time', minutes: 90, createdBy: 'Lucas Visser' }),
    ]);
    const logged = await withTenant(ctx.handle.db, 1, (tx) =>
      tx
        .select({ body: activities.body, category: activities.category })
        .from(activities)
        .where(
          and(eq(activities.subjectType, 'staff_contract'), eq(activities.subjectId, contract.id)),
        ),
    );
    expect(logged).toEqual([
      { body: 'Travel time to the Ahoy load-in', category: 'staffContract.timeCorrected' },
    ]);
    // The crew member sees the correction on their contract.
    const mine = await get<StaffContractDetail>(`/staffContracts/${contract.id}`, member.token);
    expect(mine.corrections).toHaveLength(1);
  });

  it('refuses crew, a date outside the contract, no reason and a zero correction', async () => {
    const member = await newMember();
    const contract = await f.staffContract({ personId: member.id, endDate: '2026-11-30' });
    const url = `/staffContracts/${contract.id}/corrections`;
    const valid = { account: 'vacation', date: '2026-11-20', minutes: -60, reason: 'Doctor' };
    expect((await request('POST', url, member.token, valid)).statusCode).toBe(403);
    const outside = await request('POST', url, tokens.office, { ...valid, date: '2026-12-01' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().issues[0].field).toBe('body.date');
    const noReason = await request('POST', url, tokens.office, { ...valid, reason: ' ' });
    expect(noReason.json().issues[0].field).toBe('body.reason');
    const zero = await request('POST', url, tokens.office, { ...valid, minutes: 0 });
    expect(zero.json().issues[0].field).toBe('body.minutes');
    expect(
      (await request('POST', '/staffContracts/2000000000/corrections', tokens.office, valid))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /persons/{id}/staffContracts and activeStaffContracts', () => {
  it('lists a person’s contracts to themselves and the office, 404 to others', async () => {
    const member = await newMember();
    await f.staffContract({ personId: member.id, startDate: '2025-01-01', endDate: '2025-12-31' });
    const current = await f.staffContract({ personId: member.id, startDate: '2026-01-01' });
    const all = await get<StaffContract[]>(`/persons/${member.id}/staffContracts`, member.token);
    expect(all).toHaveLength(2);
    const active = await get<StaffContract[]>(
      `/persons/${member.id}/activeStaffContracts`,
      tokens.office,
    );
    expect(active.map((row) => row.id)).toEqual([current.id]);
    const stranger = await newMember();
    expect(
      (await request('GET', `/persons/${member.id}/staffContracts`, stranger.token)).statusCode,
    ).toBe(404);
    expect(
      (await request('GET', '/persons/2000000000/activeStaffContracts', tokens.office)).statusCode,
    ).toBe(404);
  });
});
