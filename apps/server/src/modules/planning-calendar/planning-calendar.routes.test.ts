import {
  crewCalendarRows,
  crewCalendarSchema,
  planningCalendarItems,
  planningCalendarSchema,
  type CrewCalendarRows,
  type PlanningCalendarItem,
} from '@crewhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCalendarFactories, type CalendarFactories } from '../../testing/calendar-factories';
import { createCrewDayFactories } from '../../testing/crew-day-factories';
import { demoLogin, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
const tokens: Record<string, string> = {};
let f: CalendarFactories;
type Item = PlanningCalendarItem;

beforeAll(async () => {
  for (const local of ['planner', 'client', 'crew', 'office'])
    tokens[local] = await ctx.login(demoLogin(local));
  tokens.guest = await ctx.login({ projectNumber: 'P-2026-001', password: 'guest2026' });
  f = createCalendarFactories(ctx.handle.db);
});

const get = (url: string, token = tokens.planner) => ctx.request('GET', `/api/v1${url}`, { token });
/** The answer, checked against its schema and read as one object per position. */
const calendar = async (token = tokens.planner, query = 'from=2026-10-01&to=2026-12-31') =>
  planningCalendarItems(
    planningCalendarSchema.parse((await get(`/planningCalendarItems?${query}`, token)).json()),
  );

describe('GET /planningCalendarItems', () => {
  const day = '2027-04-12';
  const onDay = `from=${day}&to=${day}`;
  const colourOf = (items: Item[], positionId: number) =>
    items.find((item) => item.projectCrewItemId === positionId)?.colourKey;

  it('colours positions with every key of the status legend for planners', async () => {
    const at = (options: Omit<Parameters<CalendarFactories['positionWithStatuses']>[0], 'date'>) =>
      f.positionWithStatuses({ date: day, ...options });
    const spareStagehand = await f.jobFunction({ spare: true });
    const busy = await f.person();
    const overlapping = { statuses: ['confirmed' as const], personIds: [busy.id] };
    const byKey = {
      confirmedPosition: await at({ statuses: ['confirmed'] }),
      requestPending: await at({ statuses: ['requested'] }),
      sparePosition: await at({ position: { spare: true, functionId: spareStagehand.id } }),
      doubleBooking: await at(overlapping),
      vacationDay: await at({ project: { internalKind: 'vacation' } }),
      vacationDayUnpaid: await at({ project: { internalKind: 'vacation', projectType: 'unpaid' } }),
      sickDay: await at({ project: { internalKind: 'sickness' } }),
      absence: await at({ statuses: ['no_show'] }),
      bankHoliday: await at({ project: { internalKind: 'bank_holiday' } }),
      hasChanged: await at({ statuses: ['requested'], position: { changedAt: new Date() } }),
      cancellation: await at({ statuses: ['cancelled'] }),
    };
    await at(overlapping);
    const items = await calendar(tokens.planner, onDay);
    for (const [key, { position }] of Object.entries(byKey))
      expect(colourOf(items, position.id), key).toBe(key);
    expect(items.some((item) => item.functionName === spareStagehand.name)).toBe(true);
  });

  it('finds positions of several days and weeks and their double bookings', async () => {
    const spanning = (startDate: string, endDate: string, personIds: number[] = []) =>
      f.positionWithStatuses({
        date: startDate,
        position: { startDate, endDate },
        statuses: personIds.map(() => 'confirmed' as const),
        personIds,
      });
    const busy = await f.person();
    const weeks = await spanning('2027-03-20', '2027-04-20', [busy.id]);
    const days = await spanning('2027-04-09', '2027-04-12');
    const ended = await spanning('2027-04-08', '2027-04-11');
    const sameDay = await spanning(day, day, [busy.id]);
    const items = await calendar(tokens.planner, onDay);
    const shown = new Set(items.map((item) => item.projectCrewItemId));
    expect([weeks, days, sameDay].every(({ position }) => shown.has(position.id))).toBe(true);
    expect(shown.has(ended.position.id)).toBe(false);
    // Counted from the period's first day, a start weeks before it reads back as its own date.
    expect(items.find((item) => item.projectCrewItemId === weeks.position.id)).toMatchObject({
      startDate: '2027-03-20',
      endDate: '2027-04-20',
    });
    expect(colourOf(items, weeks.position.id)).toBe('doubleBooking');
    expect(colourOf(items, sameDay.position.id)).toBe('doubleBooking');
  });

  it('lists each project, crew and function once, and the positions in calendar order', async () => {
    const date = '2027-05-03';
    const first = await f.positionWithStatuses({ date, position: { startTime: '12:00' } });
    const { project, crew, jobFunction } = first;
    const sameCrew = (startTime: string) =>
      f.position({
        projectCrewId: crew.id,
        projectId: project.id,
        functionId: jobFunction.id,
        startDate: date,
        startTime,
      });
    const [late, early] = [await sameCrew('18:00'), await sameCrew('07:00')];
    const body = planningCalendarSchema.parse(
      (await get(`/planningCalendarItems?from=${date}&to=${date}`)).json(),
    );
    expect(body.projects.id.filter((id) => id === project.id)).toHaveLength(1);
    expect(body.crews.id.filter((id) => id === crew.id)).toHaveLength(1);
    expect(body.functions.id.filter((id) => id === jobFunction.id)).toHaveLength(1);
    const ours = planningCalendarItems(body).filter(
      (item) => item.projectNumber === project.number,
    );
    expect(ours.map((item) => [item.projectCrewItemId, item.startTime])).toEqual([
      [early.id, '07:00'],
      [first.position.id, '12:00'],
      [late.id, '18:00'],
    ]);
    expect(ours[0]).toMatchObject({
      projectName: project.name,
      projectCrewName: crew.name,
      functionName: jobFunction.name,
      startDate: date,
      endDate: first.position.endDate,
    });
  });

  it("shows a client only their company's positions and no spare functions", async () => {
    const client = await f.clientContact();
    const project = { companyId: client.contact.companyId };
    const own = await f.positionWithStatuses({ date: day, project, statuses: ['requested'] });
    const spare = await f.jobFunction({ spare: true });
    const ownSpare = await f.positionWithStatuses({
      date: day,
      project,
      position: { functionId: spare.id },
    });
    const other = await f.positionWithStatuses({ date: day, statuses: ['requested'] });
    const items = await calendar(await ctx.login(client.credentials), onDay);
    expect(items.map((item) => item.projectCrewItemId)).toEqual([own.position.id]);
    expect(items[0]!.projectNumber).toBe(own.project.number);
    const shown = new Set(items.map((item) => item.projectCrewItemId));
    expect(shown.has(ownSpare.position.id) || shown.has(other.position.id)).toBe(false);
  });

  it('shows crew only the positions they are on, coloured by their own status', async () => {
    const { person, credentials } = await f.crewMember();
    const mine = { personIds: [person.id], date: day };
    const requested = await f.positionWithStatuses({ ...mine, statuses: ['requested'] });
    const confirmed = await f.positionWithStatuses({
      ...mine,
      statuses: ['confirmed'],
      position: { startTime: '18:00', endTime: '22:00' },
    });
    await f.positionWithStatuses({ date: day, statuses: ['requested'] });
    const items = await calendar(await ctx.login(credentials), onDay);
    expect(items.map((item) => item.projectCrewItemId).sort()).toEqual(
      [requested.position.id, confirmed.position.id].sort(),
    );
    expect(colourOf(items, requested.position.id)).toBe('requestPending');
    expect(colourOf(items, confirmed.position.id)).toBe('confirmedPosition');
  });

  it.each([
    ['from=2026-11-10&to=2026-11-01', 'querystring.to'],
    ['from=2026-01-01&to=2026-12-31', 'querystring.to'],
    ['to=2026-11-01', 'querystring.from'],
    ['from=2026-11-01', 'querystring.to'],
    ['from=01-11-2026&to=2026-11-30', 'querystring.from'],
    ['from=2026-11-01&to=2026-11-31', 'querystring.to'],
    ['from=2026-11-01&to=soon', 'querystring.to'],
    ['from=3000-01-01&to=3000-01-02', 'querystring.from'],
  ])('answers %s with 400 on %s', async (query, field) => {
    const response = await get(`/planningCalendarItems?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].field).toBe(field);
  });

  it('refuses office staff and guests with 403', async () => {
    expect(
      (await get('/planningCalendarItems?from=2026-11-01&to=2026-11-30', tokens.office)).statusCode,
    ).toBe(403);
    expect(
      (await get('/planningCalendarItems?from=2026-11-01&to=2026-11-30', tokens.guest)).statusCode,
    ).toBe(403);
  });
});

/** The crew planner's answer, checked against its schema, one object per person and bar. */
const crewPlanner = async (url: string, token?: string): Promise<CrewCalendarRows> =>
  crewCalendarRows(crewCalendarSchema.parse((await get(url, token)).json()));

describe('GET /plannerCrewCalendar', () => {
  const month = 'from=2026-11-15&to=2026-12-15';

  const jobFor = (personId: number, project: { companyId?: number } = {}) =>
    f.positionWithStatuses({
      date: '2026-11-20',
      project,
      statuses: ['confirmed'],
      personIds: [personId],
    });

  it('returns people x days with jobs, blocked dates, vacations and double bookings', async () => {
    const [busy, away] = [
      await f.plannablePerson({ lastName: 'Calendarbusy' }),
      await f.plannablePerson({ lastName: 'Calendaraway' }),
    ];
    await jobFor(busy.id);
    await jobFor(busy.id);
    await f.blockDate({ personId: busy.id, startDate: '2026-11-25' });
    await f.vacation({ personId: away.id, startDate: '2026-12-01', endDate: '2026-12-03' });
    const body = await crewPlanner(`/plannerCrewCalendar?${month}&q=Calendar`);
    expect(body.days).toHaveLength(31);
    // By last name: Calendaraway before Calendarbusy.
    expect(body.people.map((person) => person.personId)).toEqual([away.id, busy.id]);
    expect(body.total).toBe(2);
    const kinds = new Set(body.entries.map((entry) => entry.kind));
    expect([...kinds].sort()).toEqual(['assignment', 'blockDate', 'vacation']);
    expect(body.entries.some((entry) => entry.colourKey === 'doubleBooking')).toBe(true);
    // Words of the tenant's own (project and function) come along; the app names the rest.
    const ofKind = (kind: string) => body.entries.filter((entry) => entry.kind === kind);
    expect(ofKind('assignment').every((entry) => entry.label?.includes(' - '))).toBe(true);
    expect(ofKind('vacation').every((entry) => entry.label === null)).toBe(true);
    // Days counted from the period's first day read back as the bars' own dates.
    expect(ofKind('vacation').map(({ startDate, endDate }) => [startDate, endDate])).toEqual([
      ['2026-12-01', '2026-12-03'],
    ]);
    expect(ofKind('blockDate').map(({ startDate, endDate }) => [startDate, endDate])).toEqual([
      ['2026-11-25', '2026-11-25'],
    ]);
    expect(ofKind('assignment').map((entry) => entry.startDate)).toEqual([
      '2026-11-20',
      '2026-11-20',
    ]);
  });

  it('shows an appointment as a blocked stretch of its day until it is declined', async () => {
    const person = await f.plannablePerson({ lastName: 'Calendarmeeting' });
    await f.appointment({ personId: person.id, date: '2026-11-27', subject: 'Safety briefing' });
    await f.appointment({ personId: person.id, date: '2026-11-28', status: 'declined' });
    const body = await crewPlanner(`/plannerCrewCalendar?${month}&q=Calendarmeeting`);
    expect(
      body.entries.map((entry) => [entry.kind, entry.startDate, entry.startTime, entry.label]),
    ).toEqual([['blockDate', '2026-11-27', '14:00', 'Safety briefing']]);
  });

  it('filters by function, region, tags, skills and membership crews', async () => {
    const [rigger, region, tag, skill] = [
      (await f.jobFunction()).id,
      (await f.region()).id,
      (await f.crewTag()).id,
      (await f.skill()).id,
    ];
    const lastName = 'Filterable';
    const all = { tagIds: [tag], skillIds: [skill] };
    const local = await f.plannablePerson({
      lastName,
      functionId: rigger,
      regionId: region,
      ...all,
    });
    const roaming = await f.plannablePerson({ lastName, functionId: rigger });
    await f.plannablePerson({ lastName });
    const crew = await f.membershipCrew();
    await f.membership({ plannerCrewId: crew.id, personId: local.id });
    await f.membership({ plannerCrewId: crew.id, personId: roaming.id, kind: 'blocked' });
    const find = async (filter: string) =>
      await crewPlanner(`/plannerCrewCalendar?${month}&q=${lastName}${filter}`);
    const ids = (body: CrewCalendarRows) => body.people.map((person) => person.personId).sort();
    const riggers = await find(`&functionIds=${rigger}`);
    expect(ids(riggers)).toEqual([local.id, roaming.id].sort());
    expect(riggers.people.every((person) => person.functionIds.includes(rigger))).toBe(true);
    const regional = await find(`&regionIds=${region}`);
    expect(ids(regional)).toEqual([local.id]);
    expect(regional.people.every((person) => person.regionId === region)).toBe(true);
    const { memberCount } = (await get(`/pCrews/${crew.id}`)).json<{ memberCount: number }>();
    const inCrew = await find(`&crewIds=${crew.id}`);
    expect(inCrew.total).toBe(memberCount);
    expect(ids(inCrew)).toEqual([local.id]);
    const tagged = await find(`&tagIds=${tag}&skillIds=${skill}`);
    expect(ids(tagged)).toEqual([local.id]);
    expect(tagged.total).toBeLessThan((await find('')).total);
    // Nobody found, or a page past the last: empty columns, still the answer's shape; past the
    // last page the total still counts everybody found.
    const nobody = await crewPlanner(`/plannerCrewCalendar?${month}&q=Nobodyatall`);
    const pastTheEnd = await find('&page=9');
    for (const empty of [nobody, pastTheEnd]) {
      expect(empty.people).toEqual([]);
      expect(empty.entries).toEqual([]);
    }
    expect(nobody.total).toBe(0);
    expect(pastTheEnd.total).toBe((await find('')).total);
  });

  it("limits a client to their crews' people and hides other clients' projects", async () => {
    const client = await f.clientContact();
    const { companyId } = client.contact;
    const crew = await f.membershipCrew({ companyId });
    const [member, outsider] = [
      await f.plannablePerson({ lastName: 'Clientpool' }),
      await f.plannablePerson({ lastName: 'Clientpool' }),
    ];
    await f.membership({ plannerCrewId: crew.id, personId: member.id });
    const ownJob = await jobFor(member.id, { companyId });
    await jobFor(member.id);
    await jobFor(outsider.id, { companyId });
    const token = await ctx.login(client.credentials);
    const body = await crewPlanner(`/plannerCrewCalendar?${month}&q=Clientpool`, token);
    expect(body.people.map((person) => person.personId)).toEqual([member.id]);
    // The count is the client's too, not the tenant's.
    expect(body.total).toBe(1);
    const own = new Set([ownJob.project.number]);
    expect(body.entries.filter((entry) => entry.projectNumber !== null)).toHaveLength(1);
    expect(
      body.entries.every((entry) => entry.projectNumber === null || own.has(entry.projectNumber)),
    ).toBe(true);
    const hidden = body.entries.filter(
      (entry) => entry.kind === 'assignment' && entry.projectNumber === null,
    );
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.every((entry) => entry.label === null)).toBe(true);
  });

  it('refuses crew (own scope) with 403 and bad filters with 400', async () => {
    expect((await get(`/plannerCrewCalendar?${month}`, tokens.crew)).statusCode).toBe(403);
    const bad = await get(`/plannerCrewCalendar?${month}&functionIds=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toMatch(/^querystring\.functionIds/);
  });
});

describe('night shifts', () => {
  const night = '2027-02-10';
  const nextDay = '2027-02-11';
  type Booking = { positionId: number; assignmentId: number };
  let bookings: Record<'night' | 'early' | 'late', Booking>;

  // A 22:00-06:00 shift runs into the next morning: an early shift then is a double booking,
  // one that starts after the early shift is not.
  beforeAll(async () => {
    const f = createCrewDayFactories(ctx.handle.db);
    // The crew planner lists people with a function.
    const stagehand = await f.jobFunction();
    const person = await f.person({ lastName: 'Nightowl', functionIds: [stagehand.id] });
    const at = async (date: string, startTime: string, endTime: string): Promise<Booking> => {
      const { position } = await f.crewWithPosition({
        date,
        position: { startTime, endTime, amountOfRows: 1 },
      });
      const assignment = await f.assignment({
        projectCrewItemId: position.id,
        personId: person.id,
        status: 'confirmed',
      });
      return { positionId: position.id, assignmentId: assignment.id };
    };
    bookings = {
      night: await at(night, '22:00', '06:00'),
      early: await at(nextDay, '05:00', '09:00'),
      late: await at(nextDay, '10:00', '15:00'),
    };
  });

  it('flags the overlap past midnight on the planning calendar', async () => {
    const items = await calendar(tokens.planner, `from=${night}&to=${nextDay}`);
    const key = (booking: Booking) =>
      items.find((item) => item.projectCrewItemId === booking.positionId)?.colourKey;
    expect(key(bookings.night)).toBe('doubleBooking');
    expect(key(bookings.early)).toBe('doubleBooking');
    expect(key(bookings.late)).toBe('confirmedPosition');
  });

  it('flags it on the crew planner too', async () => {
    const body = await crewPlanner(`/plannerCrewCalendar?from=${night}&to=${nextDay}&q=Nightowl`);
    const key = (booking: Booking) =>
      body.entries.find((entry) => entry.assignmentId === booking.assignmentId)?.colourKey;
    expect(key(bookings.night)).toBe('doubleBooking');
    expect(key(bookings.early)).toBe('doubleBooking');
    expect(key(bookings.late)).not.toBe('doubleBooking');
  });
});
