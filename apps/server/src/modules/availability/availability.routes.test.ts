import {
  positionColours,
  type BlockDate,
  type Page,
  type PersonalCalendar,
  type VacationRequest,
} from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import { useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
let f: CrewDayFactories;
let token: string;
let personId: number;

const confirmedJobOn = async (date: string) => {
  const setup = await f.crewWithPosition({ date });
  return f.assignment({ projectCrewItemId: setup.position.id, personId, status: 'confirmed' });
};

beforeAll(async () => {
  f = createCrewDayFactories(ctx.handle.db);
  const member = await f.crewMember();
  personId = member.person.id;
  token = await ctx.login(member.credentials);
});

describe('block dates', () => {
  it('blocks a free range and lists it', async () => {
    const created = await ctx.request('POST', '/api/v1/blockDates', {
      token,
      body: { reason: 'Exam', startDate: '2026-12-01', endDate: '2026-12-02' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ reason: 'Exam', endDate: '2026-12-02' });
    const list = await ctx.request('GET', '/api/v1/blockDates', { token });
    expect(list.json<Page<BlockDate>>().items.map((item) => item.reason)).toContain('Exam');
  });

  it('asks for confirmation before blocking a confirmed day', async () => {
    await confirmedJobOn('2026-12-10');
    const body = { reason: 'Wedding', startDate: '2026-12-09', endDate: '2026-12-11' };
    const refused = await ctx.request('POST', '/api/v1/blockDates', { token, body });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'DATE_ALREADY_CONFIRMED',
      message: 'are you sure, this date is already confirmed',
    });
    const confirmed = await ctx.request('POST', '/api/v1/blockDates', {
      token,
      body: { ...body, confirm: true },
    });
    expect(confirmed.statusCode).toBe(201);
  });

  it('does not count time off booked by the office as a confirmed job', async () => {
    const setup = await f.crewWithPosition({
      date: '2026-12-14',
      project: { internalKind: 'sickness' },
    });
    await f.assignment({ projectCrewItemId: setup.position.id, personId, status: 'confirmed' });
    const response = await ctx.request('POST', '/api/v1/blockDates', {
      token,
      body: { reason: 'Doctor', startDate: '2026-12-14' },
    });
    expect(response.statusCode).toBe(201);
  });

  it('does not count requested jobs as confirmed', async () => {
    const setup = await f.crewWithPosition({ date: '2026-12-12' });
    await f.assignment({ projectCrewItemId: setup.position.id, personId, status: 'requested' });
    const response = await ctx.request('POST', '/api/v1/blockDates', {
      token,
      body: { reason: 'Busy', startDate: '2026-12-12' },
    });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    [{ reason: '', startDate: '2026-12-01' }, 'body.reason'],
    [{ reason: 'x', startDate: '2026-02-30' }, 'body.startDate'],
    [{ reason: 'x', startDate: '2026-12-05', endDate: '2026-12-01' }, 'body.endDate'],
  ])('refuses %o with 400 on %s', async (body, field) => {
    const response = await ctx.request('POST', '/api/v1/blockDates', { token, body });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { field: string }[] }>().issues[0]?.field).toBe(field);
  });

  it("deletes my block date but not someone else's", async () => {
    const mine = await f.blockDate({ personId, startDate: '2026-12-20' });
    const other = await f.blockDate({ personId: (await f.person()).id, startDate: '2026-12-20' });
    const refused = await ctx.request('DELETE', `/api/v1/blockDates/${other.id}`, {
      token,
      body: {},
    });
    expect(refused.statusCode).toBe(404);
    const deleted = await ctx.request('DELETE', `/api/v1/blockDates/${mine.id}`, { token });
    expect(deleted.json()).toEqual({ id: mine.id, deleted: true });
    const again = await ctx.request('DELETE', `/api/v1/blockDates/${mine.id}`, { token });
    expect(again.statusCode).toBe(404);
  });
});

describe('vacation requests', () => {
  it('requests vacation, lists it and withdraws it', async () => {
    const created = await ctx.request('POST', '/api/v1/vacationRequests', {
      token,
      body: { startDate: '2027-01-04', endDate: '2027-01-08', unpaid: true },
    });
    expect(created.statusCode).toBe(201);
    const request = created.json<VacationRequest>();
    expect(request).toMatchObject({ status: 'requested', unpaid: true });
    const list = await ctx.request('GET', '/api/v1/vacationRequests', { token });
    expect(list.json<Page<VacationRequest>>().items.map((item) => item.id)).toContain(request.id);
    const deleted = await ctx.request('DELETE', `/api/v1/vacationRequests/${request.id}`, {
      token,
    });
    expect(deleted.statusCode).toBe(200);
  });

  it('asks for confirmation on a confirmed day', async () => {
    await confirmedJobOn('2027-01-15');
    const response = await ctx.request('POST', '/api/v1/vacationRequests', {
      token,
      body: { startDate: '2027-01-15' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'DATE_ALREADY_CONFIRMED' });
  });

  it('keeps a decided request', async () => {
    const approved = await f.vacation({ personId, startDate: '2027-02-01', status: 'approved' });
    const response = await ctx.request('DELETE', `/api/v1/vacationRequests/${approved.id}`, {
      token,
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('GET /personalCalendar', () => {
  it('colours each day of the month', async () => {
    await confirmedJobOn('2027-03-02');
    await f.blockDate({ personId, startDate: '2027-03-05', endDate: '2027-03-06' });
    await f.vacation({ personId, startDate: '2027-03-10' });
    // A confirmed job on a blocked day: shown as overlapping.
    await confirmedJobOn('2027-03-06');

    const response = await ctx.request('GET', '/api/v1/personalCalendar?month=2027-03', {
      token,
    });
    expect(response.statusCode).toBe(200);
    const calendar = response.json<PersonalCalendar>();
    const day = (date: string) => calendar.days.find((each) => each.date === date);
    expect(day('2027-03-02')).toMatchObject({
      legend: 'confirmedJob',
      colourKey: 'confirmedPosition',
    });
    expect(day('2027-03-05')).toMatchObject({ legend: 'blockedDate' });
    expect(day('2027-03-06')).toMatchObject({
      legend: 'overlappingEvents',
      colourKey: 'doubleBooking',
    });
    expect(day('2027-03-06')?.events).toHaveLength(2);
    expect(day('2027-03-10')).toMatchObject({ legend: 'requestedVacation' });
    expect(day('2027-03-03')).toBeUndefined();
    expect(calendar.legend.map((entry) => entry.key)).toContain('requestedCrew');
    expect(calendar.timeZone).toBe('Europe/Amsterdam');
  });

  it('shows time off booked as internal projects as sick day, vacation day or bank holiday', async () => {
    const timeOff = async (
      date: string,
      project: { internalKind: 'sickness' | 'vacation' | 'bank_holiday'; projectType?: string },
    ) => {
      const setup = await f.crewWithPosition({ date, project: { name: 'Time off', ...project } });
      return f.assignment({ projectCrewItemId: setup.position.id, personId, status: 'confirmed' });
    };
    const sick = await timeOff('2027-04-01', { internalKind: 'sickness' });
    await timeOff('2027-04-02', { internalKind: 'vacation' });
    await timeOff('2027-04-05', { internalKind: 'vacation', projectType: 'unpaid' });
    await timeOff('2027-04-06', { internalKind: 'bank_holiday' });
    await timeOff('2027-04-07', { internalKind: 'sickness' });
    await confirmedJobOn('2027-04-07');

    const response = await ctx.request('GET', '/api/v1/personalCalendar?month=2027-04', { token });
    expect(response.statusCode).toBe(200);
    const calendar = response.json<PersonalCalendar>();
    const day = (date: string) => calendar.days.find((each) => each.date === date);
    expect(day('2027-04-01')).toMatchObject({
      legend: 'sickDay',
      colourKey: 'sickDay',
      colour: positionColours.sickDay,
      events: [
        {
          kind: 'timeOff',
          id: sick.id,
          legend: 'sickDay',
          // Whole days in the person's time zone, not the position's 08:00-17:00.
          startsAt: '2027-03-31T22:00:00.000Z',
          endsAt: '2027-04-01T22:00:00.000Z',
        },
      ],
    });
    expect(day('2027-04-02')).toMatchObject({ legend: 'vacationDay', colourKey: 'vacationDay' });
    expect(day('2027-04-05')).toMatchObject({
      legend: 'vacationDayUnpaid',
      colourKey: 'vacationDayUnpaid',
    });
    expect(day('2027-04-06')).toMatchObject({ legend: 'bankHoliday', colourKey: 'bankHoliday' });
    // Work on a sick day clashes.
    expect(day('2027-04-07')).toMatchObject({ legend: 'overlappingEvents' });
    expect(calendar.legend.map((entry) => entry.key)).toEqual(
      expect.arrayContaining(['vacationDay', 'vacationDayUnpaid', 'sickDay', 'bankHoliday']),
    );
  });

  it('refuses a bad month', async () => {
    const response = await ctx.request('GET', '/api/v1/personalCalendar?month=2027-13', { token });
    expect(response.statusCode).toBe(400);
  });
});
