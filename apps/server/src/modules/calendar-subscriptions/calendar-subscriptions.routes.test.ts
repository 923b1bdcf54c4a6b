import type {
  CalendarSubscription,
  CalendarSubscriptionLink,
  CalendarSubscriptionRefresh,
} from '@crewhub/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectCrewItems } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import { parseFeed } from '../../testing/ical-feed';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
let f: CrewDayFactories;
let token: string;
let personId: number;
let otherToken: string;

const subscribe = async (body: object, as = token) => {
  const response = await ctx.request('POST', '/api/v1/publicCalendarSubscriptions', {
    token: as,
    body,
  });
  expect(response.statusCode).toBe(201);
  return response.json<CalendarSubscriptionLink>();
};

/** Calendar apps read the link without logging in. */
const read = (feedUrl: string, host?: string) =>
  ctx.request('GET', new URL(feedUrl).pathname, { host });

beforeAll(async () => {
  f = createCrewDayFactories(ctx.handle.db);
  const member = await f.crewMember({ firstName: 'Feed', lastName: 'Reader' });
  personId = member.person.id;
  token = await ctx.login(member.credentials);
  otherToken = await ctx.login((await f.crewMember()).credentials);
});

describe('a personal calendar feed', () => {
  let link: CalendarSubscriptionLink;
  let positionId: number;

  beforeAll(async () => {
    const next = await f.crewWithPosition({
      date: '2026-12-05',
      project: { name: 'Winter Expo' },
      position: { startTime: '18:00', endTime: '02:00', endDate: '2026-12-06' },
    });
    positionId = next.position.id;
    await f.assignment({ projectCrewItemId: positionId, personId, status: 'confirmed' });
    const cancelled = await f.crewWithPosition({ date: '2026-12-08' });
    await f.assignment({
      projectCrewItemId: cancelled.position.id,
      personId,
      status: 'cancelled',
    });
    await f.blockDate({ personId, startDate: '2026-12-20', endDate: '2026-12-21', reason: 'Exam' });
    await f.vacation({ personId, startDate: '2027-01-04', status: 'approved' });
    await f.appointment({
      personId,
      date: '2026-12-02',
      subject: 'Uniform fitting',
      place: 'Depot',
    });
    await f.appointment({
      personId,
      date: '2026-12-03',
      subject: 'Declined talk',
      status: 'declined',
    });
    link = await subscribe({ kind: 'personal' });
  });

  it('answers the link once, on the tenant public origin, with a Google Calendar link', async () => {
    expect(link.subscription).toMatchObject({ kind: 'personal', name: 'My jobs', personId });
    expect(link.feedUrl).toMatch(/^https?:\/\/[^/]+\/api\/v1\/calendarFeeds\/[\w-]{43}\.ics$/);
    const cid = new URL(link.googleCalendarUrl).searchParams.get('cid');
    expect(cid).toBe(link.feedUrl.replace(/^https?:/, 'webcal:'));
    const list = await ctx.request('GET', '/api/v1/publicCalendarSubscriptions', { token });
    expect(list.json<CalendarSubscription[]>()).toEqual([link.subscription]);
    expect(list.body).not.toContain(new URL(link.feedUrl).pathname.split('/').at(-1));
  });

  it('lists jobs with their status, blocked dates and vacation, valid for ical.js', async () => {
    const response = await read(link.feedUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { calendar, events } = parseFeed(response.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const job = events.find((event) => event.summary.includes('Winter Expo'))!;
    // 18:00 to 02:00 Amsterdam time, written in UTC.
    expect(job).toMatchObject({
      status: 'CONFIRMED',
      start: '2026-12-05T17:00:00Z',
      end: '2026-12-06T01:00:00Z',
      sequence: 0,
      stamp: '2026-11-23T09:00:00Z',
    });
    expect(events.filter((event) => event.status === 'CANCELLED')).toHaveLength(1);
    expect(events.find((event) => event.summary === 'Blocked: Exam')).toMatchObject({
      allDay: true,
      start: '2026-12-20',
      end: '2026-12-22',
    });
    expect(events.find((event) => event.summary.startsWith('Vacation'))?.status).toBe('CONFIRMED');
    // Appointments in their own times; a declined one leaves the calendar.
    expect(events.find((event) => event.summary === 'Uniform fitting')).toMatchObject({
      status: 'TENTATIVE',
      start: '2026-12-02T13:00:00Z',
      end: '2026-12-02T14:00:00Z',
    });
    expect(events.some((event) => event.summary === 'Declined talk')).toBe(false);
  });

  it('keeps UIDs and SEQUENCE across reads and raises SEQUENCE on a change', async () => {
    const before = parseFeed((await read(link.feedUrl)).body).events;
    ctx.clock.advance(60_000);
    const again = parseFeed((await read(link.feedUrl)).body).events;
    expect(again).toEqual(before);
    await withTenant(ctx.handle.db, 1, (tx) =>
      tx
        .update(projectCrewItems)
        .set({ startTime: '19:00' })
        .where(and(eq(projectCrewItems.tenantId, 1), eq(projectCrewItems.id, positionId))),
    );
    const after = parseFeed((await read(link.feedUrl)).body).events;
    expect(after.map((event) => event.uid)).toEqual(before.map((event) => event.uid));
    const changed = after.find((event) => event.summary.includes('Winter Expo'))!;
    expect(changed).toMatchObject({ sequence: 1, start: '2026-12-05T18:00:00Z' });
    expect(changed.stamp).toBe(ctx.clock.now().toISOString().replace('.000', ''));
  });

  it('refreshes: records changes now and says how many', async () => {
    const id = link.subscription.id;
    const refreshed = await ctx.request('POST', '/api/v1/publicCalendarSubscriptionsRefresh', {
      token,
      body: { id },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json<CalendarSubscriptionRefresh>()).toMatchObject({
      changedEvents: 0,
      subscription: { id, refreshedAt: ctx.clock.now().toISOString() },
    });
    const missing = await ctx.request('POST', '/api/v1/publicCalendarSubscriptionsRefresh', {
      token,
      body: {},
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe('revoking and renewing', () => {
  it('renews: the old link answers 404, the new one the feed', async () => {
    const link = await subscribe({ kind: 'personal', name: 'Phone' });
    const renewed = await ctx.request(
      'POST',
      `/api/v1/publicCalendarSubscriptions/${link.subscription.id}/renew`,
      { token },
    );
    expect(renewed.statusCode).toBe(200);
    const next = renewed.json<CalendarSubscriptionLink>();
    expect(next.feedUrl).not.toBe(link.feedUrl);
    expect(next.subscription.renewedAt).toBe(ctx.clock.now().toISOString());
    expect((await read(link.feedUrl)).statusCode).toBe(404);
    expect((await read(next.feedUrl)).statusCode).toBe(200);
  });

  it('deletes: the link answers the same 404 as an unknown or other tenant token', async () => {
    const link = await subscribe({ kind: 'personal' });
    const id = link.subscription.id;
    const deleted = await ctx.request('DELETE', `/api/v1/publicCalendarSubscriptions/${id}`, {
      token,
    });
    expect(deleted.json()).toEqual({ id, deleted: true });
    const revoked = await read(link.feedUrl);
    const unknown = await ctx.request('GET', '/api/v1/calendarFeeds/not-a-token.ics');
    const live = await subscribe({ kind: 'personal' });
    const otherTenant = await read(live.feedUrl, otherTenantHost);
    for (const answer of [revoked, unknown, otherTenant]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(revoked.json());
    }
  });

  it("answers 404 on someone else's subscription", async () => {
    const link = await subscribe({ kind: 'personal' });
    const id = link.subscription.id;
    const calls = [
      ctx.request('DELETE', `/api/v1/publicCalendarSubscriptions/${id}`, { token: otherToken }),
      ctx.request('POST', `/api/v1/publicCalendarSubscriptions/${id}/renew`, {
        token: otherToken,
      }),
      ctx.request('POST', '/api/v1/publicCalendarSubscriptionsRefresh', {
        token: otherToken,
        body: { id },
      }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.statusCode).toBe(404);
    expect((await read(link.feedUrl)).statusCode).toBe(200);
  });
});

describe('who may subscribe to what', () => {
  it('refuses the logged-out (401), bad input (400) and a crew project feed (403)', async () => {
    const anonymous = await ctx.request('GET', '/api/v1/publicCalendarSubscriptions');
    expect(anonymous.statusCode).toBe(401);
    const bad = await ctx.request('POST', '/api/v1/publicCalendarSubscriptions', {
      token,
      body: { kind: 'everything' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('body.kind');
    const crewProjects = await ctx.request('POST', '/api/v1/publicCalendarSubscriptions', {
      token,
      body: { kind: 'projects' },
    });
    expect(crewProjects.statusCode).toBe(403);
  });

  it("gives a planner a feed of the projects they manage, not others'", async () => {
    const planner = await f.person({ firstName: 'Plan', lastName: 'Ner' });
    const credentials = await f.login({
      email: planner.email!,
      type: 'planners',
      personId: planner.id,
    });
    const plannerToken = await ctx.login(credentials);
    const own = await f.crewWithPosition({
      date: '2026-12-12',
      project: { name: 'Harbour Gala', projectManagerPersonId: planner.id, state: 'quoted' },
    });
    await f.crewWithPosition({ date: '2026-12-12', project: { name: 'Someone else' } });
    const link = await subscribe({ kind: 'projects' }, plannerToken);
    const { events } = parseFeed((await read(link.feedUrl)).body);
    expect(events).toEqual([
      expect.objectContaining({
        uid: expect.stringContaining(`project-crew-${own.crew.id}@`),
        summary: expect.stringContaining('Harbour Gala'),
        status: 'TENTATIVE',
        start: '2026-12-12T07:00:00Z',
        end: '2026-12-12T16:00:00Z',
      }),
    ]);
  });
});

describe('GET /persons/{id}/calendarSubscriptions', () => {
  it('shows one their own, the office anybody, other crew nobody', async () => {
    const path = `/api/v1/persons/${personId}/calendarSubscriptions`;
    const own = await ctx.request('GET', path, { token });
    expect(own.statusCode).toBe(200);
    expect(own.json<CalendarSubscription[]>().length).toBeGreaterThan(0);
    const office = await ctx.request('GET', path, {
      token: await ctx.login(demoLogin('office')),
    });
    expect(office.json()).toEqual(own.json());
    expect((await ctx.request('GET', path, { token: otherToken })).statusCode).toBe(404);
    const unknown = await ctx.request('GET', '/api/v1/persons/999999/calendarSubscriptions', {
      token: await ctx.login(demoLogin('office')),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the project feed (issue 20)', () => {
  it('ends every line with CRLF and parses in ical.js', async () => {
    const project = await f.crewWithPosition({ date: '2026-12-15' });
    const planner = await ctx.login(demoLogin('planner'));
    const link = await ctx.request(
      'GET',
      `/api/v1/projects/${project.project.number}/calendarLink`,
      {
        token: planner,
      },
    );
    const feed = await ctx.request(
      'GET',
      new URL(link.json().icsUrl).pathname + new URL(link.json().icsUrl).search,
    );
    expect(parseFeed(feed.body).events).toHaveLength(1);
  });
});
