import { describe, expect, it } from 'vitest';
import { parseFeed } from '../../testing/ical-feed';
import { capturingOutboxWorker, outboxJobsOf, testMailer } from '../../testing/mail-factories';
import { attachmentsOf, lastMailTo, mailsTo } from '../../testing/outbox';
import { useProjectSuite } from '../../testing/guest-project';
import { demoLogin, otherTenantHost } from '../../testing/test-app';
import { createCalendarInvitationHandler } from '../project-exports';

const suite = useProjectSuite();
const { ctx, tokens, get, post, guestProject } = suite;

describe('calendar sharing', () => {
  it('serves an RFC 5545 feed by secret link and 404 for a wrong token', async () => {
    const { number } = await guestProject();
    const { icsUrl } = (await get(`/projects/${number}/calendarLink`)).json();
    expect((await get(`/projects/${number}/calendarLink`)).json().icsUrl).toBe(icsUrl);
    const feed = await ctx.request('GET', icsUrl);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    expect(feed.body).toContain('SUMMARY:Summer Stage test - Main stage build-up');
    expect(feed.body).toContain('DTSTART:20261121T080000Z');
    expect(parseFeed(feed.body).events).toHaveLength(2);
    const wrong = await ctx.request('GET', `/api/v1/projects/${number}/calendar.ics?token=nope`);
    expect(wrong.statusCode).toBe(404);
    const otherTenant = await ctx.request('GET', icsUrl, { host: otherTenantHost });
    expect(otherTenant.statusCode).toBe(404);
  });

  it('invites to Google Calendar over the real times of every crew, not the first day', async () => {
    const { number } = await guestProject();
    const { googleCalendarUrl } = (await get(`/projects/${number}/calendarLink`)).json();
    // 09:00 on the first day to 17:00 on the second, Amsterdam time.
    expect(new URL(googleCalendarUrl).searchParams.get('dates')).toBe(
      '20261121T080000Z/20261122T160000Z',
    );
  });

  it('links the feed on the public origin, whichever host the planner used', async () => {
    const { number } = await guestProject();
    const tokenOnIp = await ctx.login(demoLogin('planner'), '127.0.0.1:8080');
    const { icsUrl } = (
      await get(`/projects/${number}/calendarLink`, tokenOnIp, '127.0.0.1:8080')
    ).json();
    expect(icsUrl).toMatch(
      /^http:\/\/localhost:3000\/api\/v1\/projects\/[^/]+\/calendar\.ics\?token=/,
    );
    // Event ids name the public host too, so a feed read on another host has the same events.
    const feed = await ctx.request('GET', icsUrl, { host: '127.0.0.1' });
    expect(feed.body).toMatch(/UID:project-crew-\d+@localhost\r\n/);
  });
});

describe('calendar invitations by e-mail', () => {
  type Mail = NonNullable<Awaited<ReturnType<typeof lastMailTo>>>;

  /** A mail's iCalendar part, parsed by ical.js, after checking the method it travels with. */
  const calendarOf = async (mail: Mail, method: 'REQUEST' | 'CANCEL') => {
    const [file] = await attachmentsOf(ctx.handle.db, mail);
    expect(file!.contentType).toBe(`text/calendar; method=${method}`);
    const ics = Buffer.from((await ctx.storage.get(file!.storageKey))!).toString('utf8');
    const { calendar, events } = parseFeed(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe(method);
    return { mail, ics, calendar, events };
  };

  /** The newest invitation mail to an address: its words and its iCalendar part, parsed. */
  const invitationTo = async (address: string) =>
    calendarOf((await lastMailTo(ctx.handle.db, address))!, 'REQUEST');

  /** Runs the queued update of the project's invitations, as the outbox worker would. */
  const runQueuedUpdate = async () => {
    const handler = createCalendarInvitationHandler({
      db: ctx.handle.db,
      clock: ctx.clock,
      mailer: testMailer(ctx.clock),
      storage: ctx.storage,
    });
    const queued = (await outboxJobsOf(ctx.handle.db)).filter(
      (job) => job.kind === 'calendarInvitations' && job.status === 'pending',
    );
    for (const job of queued) await handler(job);
  };

  const remove = (crewId: number, token = tokens.planner) =>
    ctx.request('DELETE', `/api/v1/projectCrews/${crewId}`, { token });

  it('sends the shifts as an iCalendar REQUEST, and a changed shift as its next SEQUENCE', async () => {
    const { number, positions } = await guestProject();
    const address = 'stage.manager@example.com';
    const sent = await post(`/projects/${number}/calendarInvitations`, { email: address });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ email: address, sequence: 0 });

    const first = await invitationTo(address);
    expect(first.mail.subject).toContain(number);
    expect(first.mail.category).toBe('calendarInvitations');
    expect(first.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(first.events.map((event) => event.sequence)).toEqual([0, 0]);
    // Google Calendar and Outlook want an organiser and the invited address as attendee.
    for (const event of first.calendar.getAllSubcomponents('vevent')) {
      const organizer = String(event.getFirstPropertyValue('organizer'));
      expect(organizer.toLowerCase()).toBe('mailto:no-reply@localhost');
      const attendee = event.getFirstProperty('attendee')!;
      expect(String(attendee.getFirstValue()).toLowerCase()).toBe(`mailto:${address}`);
      expect(attendee.getParameter('partstat')).toBe('NEEDS-ACTION');
    }
    // An invitation is no feed: nothing asks the calendar app to poll it.
    expect(first.ics).not.toContain('REFRESH-INTERVAL');

    // A later change to a shift is queued once, then sent with the same UIDs, one higher.
    await post(`/projectCrewItems/${positions[0]!.id}/update`, { startTime: '07:00' });
    await post(`/projectCrewItems/${positions[1]!.id}/update`, { endTime: '18:00' });
    const queued = (await outboxJobsOf(ctx.handle.db)).filter(
      (job) => job.kind === 'calendarInvitations' && job.status === 'pending',
    );
    expect(queued).toHaveLength(1);
    const handler = createCalendarInvitationHandler({
      db: ctx.handle.db,
      clock: ctx.clock,
      mailer: testMailer(ctx.clock),
      storage: ctx.storage,
    });
    await handler(queued[0]!);
    const update = await invitationTo(address);
    expect(update.mail.id).toBeGreaterThan(first.mail.id);
    expect(update.events.map((event) => event.uid)).toEqual(first.events.map((event) => event.uid));
    expect(update.events.map((event) => event.sequence)).toEqual([1, 1]);
    expect(update.events[0]!.start).toBe('2026-11-21T06:00:00Z');

    // Nothing changed since: running the update again sends nothing.
    await handler(queued[0]!);
    expect((await invitationTo(address)).mail.id).toBe(update.mail.id);
    const listed = (await get(`/projects/${number}/calendarInvitations`)).json();
    expect(listed).toEqual([expect.objectContaining({ email: address, sequence: 1 })]);
  });

  it('cancels a removed crew by its UID (METHOD:CANCEL, next SEQUENCE) and updates the rest', async () => {
    const { number, positions } = await guestProject();
    const address = 'site.office@example.com';
    await post(`/projects/${number}/calendarInvitations`, { email: address });
    const sent = await invitationTo(address);
    const buildUp = positions[0]!.projectCrewId;
    const showDay = positions[2]!.projectCrewId;
    const showDayUid = sent.events.find((event) => event.uid.includes(`-${showDay}@`))!.uid;

    // A crew with someone on it stays; crew members may not remove crews at all.
    const refused = await remove(buildUp);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CREW_HAS_PEOPLE');
    expect((await remove(showDay, tokens.crew)).statusCode).toBe(403);

    const removed = await remove(showDay);
    expect(removed.json()).toEqual({ id: showDay, deleted: true });
    expect((await get(`/projectCrews/${showDay}`)).statusCode).toBe(404);
    await runQueuedUpdate();

    // RFC 5546: one method per object, so the removal travels as its own CANCEL of the held UID,
    // one SEQUENCE up and marked cancelled; the remaining shift follows as a REQUEST.
    const [update, cancelMail] = await mailsTo(ctx.handle.db, address);
    const cancel = await calendarOf(cancelMail!, 'CANCEL');
    expect(cancel.mail.subject).toContain(number);
    expect(cancel.mail.category).toBe('calendarInvitations');
    expect(cancel.events).toEqual([
      expect.objectContaining({ uid: showDayUid, sequence: 1, status: 'CANCELLED' }),
    ]);
    const attendee = cancel.calendar.getFirstSubcomponent('vevent')!.getFirstProperty('attendee')!;
    expect(String(attendee.getFirstValue()).toLowerCase()).toBe(`mailto:${address}`);
    const rest = await calendarOf(update!, 'REQUEST');
    expect(
      rest.events.map((event) => [event.uid.includes(`-${buildUp}@`), event.sequence]),
    ).toEqual([[true, 1]]);
  });

  it('cancels every event once the last crew is removed', async () => {
    const { project } = await suite.factories.guestProject({ name: 'One day only' });
    const crew = await suite.factories.crew({
      projectId: project.id,
      name: 'Only crew',
      date: '2026-12-05',
    });
    const functionId = (await suite.factories.jobFunction()).id;
    const where = { projectCrewId: crew.id, projectId: project.id, functionId };
    await suite.factories.position({ ...where, startDate: '2026-12-05', startTime: '10:00' });
    const address = 'last.crew@example.com';
    await post(`/projects/${project.number}/calendarInvitations`, { email: address });
    const [held] = (await invitationTo(address)).events;

    expect((await remove(crew.id)).statusCode).toBe(200);
    await runQueuedUpdate();
    const cancel = await calendarOf((await lastMailTo(ctx.handle.db, address))!, 'CANCEL');
    expect(cancel.events).toEqual([
      expect.objectContaining({ uid: held!.uid, start: held!.start, sequence: 1 }),
    ]);
    const listed = (await get(`/projects/${project.number}/calendarInvitations`)).json();
    expect(listed).toEqual([expect.objectContaining({ email: address, sequence: 1 })]);
  });

  it('delivers the invitation as the text/calendar part calendar apps accept', async () => {
    const { number } = await guestProject();
    await post(`/projects/${number}/calendarInvitations`, { email: 'office.part@example.com' });
    const { worker, delivered } = capturingOutboxWorker({
      db: ctx.handle.db,
      storage: ctx.storage,
      clock: ctx.clock,
    });
    await worker.runOnce();
    const message = delivered.find((mail) => String(mail.to).includes('office.part@example.com'));
    expect(message?.icalEvent).toMatchObject({ method: 'REQUEST' });
    expect(String((message!.icalEvent as { content: string }).content)).toContain('METHOD:REQUEST');
  });

  it('refuses a bad address, a project without crews and another tenant', async () => {
    const { number } = await guestProject();
    const bad = await post(`/projects/${number}/calendarInvitations`, { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('body.email');
    const empty = await suite.factories.guestProject({ name: 'Empty' });
    const none = await post(`/projects/${empty.project.number}/calendarInvitations`, {
      email: 'someone@example.com',
    });
    expect(none.json().code).toBe('PROJECT_HAS_NO_SHIFTS');
    const other = await ctx.request('POST', `/api/v1/projects/${number}/calendarInvitations`, {
      token: tokens.northwind,
      host: otherTenantHost,
      body: { email: 'someone@example.com' },
    });
    expect(other.statusCode).toBe(404);
  });
});
