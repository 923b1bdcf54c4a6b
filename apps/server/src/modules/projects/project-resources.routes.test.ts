import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import { parseFeed } from '../../testing/ical-feed';
import { capturingOutboxWorker, outboxJobsOf, testMailer } from '../../testing/mail-factories';
import { attachmentsOf, lastMailTo, mailsTo } from '../../testing/outbox';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';
import { createCalendarInvitationHandler } from '../project-exports';

const ctx = useTestApp();
const tokens: Record<string, string> = {};
let f: CrewDayFactories;

beforeAll(async () => {
  f = createCrewDayFactories(ctx.handle.db);
  for (const local of ['planner', 'crew']) tokens[local] = await ctx.login(demoLogin(local));
  tokens.northwind = await ctx.login(
    demoLogin('planner', 'northwind.crewhub.app'),
    otherTenantHost,
  );
});

const get = (url: string, token = tokens.planner, host?: string) =>
  ctx.request('GET', `/api/v1${url}`, { token, host });
const post = (url: string, body: unknown, token = tokens.planner) =>
  ctx.request('POST', `/api/v1${url}`, { token, body });

/**
 * A new client's two-day project with guest access: a build-up crew (09:00-17:00 Amsterdam) and
 * a show day crew, two positions each, one person confirmed on the first position.
 */
const guestProject = async () => {
  const client = await f.clientContact();
  const { project, credentials } = await f.guestProject({
    name: 'Summer Stage test',
    companyId: client.contact.companyId,
    contactId: client.contact.id,
    beginDate: '2026-11-21',
    endDate: '2026-11-22',
  });
  const functionId = (await f.jobFunction()).id;
  const positions = [];
  for (const [name, date] of [
    ['Main stage build-up', '2026-11-21'],
    ['Main stage show day', '2026-11-22'],
  ] as const) {
    const crew = await f.crew({ projectId: project.id, name, date });
    for (const startTime of ['09:00', '12:00']) {
      const where = { projectCrewId: crew.id, projectId: project.id, functionId };
      positions.push(await f.position({ ...where, startDate: date, startTime }));
    }
  }
  const person = await f.person();
  await f.assignment({
    projectCrewItemId: positions[0]!.id,
    personId: person.id,
    status: 'confirmed',
  });
  return {
    number: project.number,
    name: project.name,
    positions,
    functionId,
    guest: await ctx.login(credentials),
    client: await ctx.login(client.credentials),
  };
};

describe('project crews, positions and bookings', () => {
  it('lists crews, positions and the crew booking of a project, also for its guest', async () => {
    const { number, guest } = await guestProject();
    for (const token of [tokens.planner, guest]) {
      const crews = (await get(`/projects/${number}/projectCrews`, token)).json();
      expect(crews.map((crew: { name: string }) => crew.name)).toEqual([
        'Main stage build-up',
        'Main stage show day',
      ]);
      const positions = (await get(`/projects/${number}/projectCrewItems`, token)).json();
      expect(positions).toHaveLength(4);
      const booking = (await get(`/projects/${number}/crewBooking`, token)).json();
      expect(booking).toHaveLength(1);
      expect(booking[0]).toHaveProperty('functionName');
    }
  });

  it('shows planner-only crew info to planners, never to clients or guests', async () => {
    const { positions, guest, client } = await guestProject();
    const url = `/projectCrewItems/${positions[0]!.id}`;
    await post(`${url}/update`, { crewInfoInternal: 'Pays late, keep hours tight' });
    expect((await get(url)).json().crewInfoInternal).toBe('Pays late, keep hours tight');
    for (const token of [client, guest]) {
      expect((await get(url, token)).json()).toMatchObject({ crewInfoInternal: null });
    }
  });

  it('lists vacant positions', async () => {
    const { number, positions, guest } = await guestProject();
    const vacant = (await get(`/projects/${number}/vacantItems`)).json();
    // The first position has its one person.
    expect(vacant.map((position: { id: number }) => position.id)).toEqual(
      positions.slice(1).map((position) => position.id),
    );
    expect(
      vacant.every(
        (p: { amountOfRows: number; confirmedCount: number; requestedCount: number }) =>
          p.confirmedCount + p.requestedCount < p.amountOfRows,
      ),
    ).toBe(true);
    expect((await get(`/projects/${number}/vacantItems`, guest)).statusCode).toBe(403);
  });

  it('adds a crew and a position; a position without times is refused with 400', async () => {
    const { number, functionId } = await guestProject();
    const crew = await post(`/projects/${number}/projectCrews`, {
      name: 'Teardown',
      date: '2026-11-29',
    });
    expect(crew.statusCode).toBe(201);
    const position = {
      projectCrewId: crew.json().id,
      functionId,
      startDate: '2026-11-29',
      startTime: '08:00',
      endTime: '12:00',
    };
    const created = await post(`/projects/${number}/projectCrewItems`, position);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      clientAdded: false,
      amountOfRows: 1,
      endDate: '2026-11-29',
    });
    const { endTime: _endTime, ...withoutEnd } = position;
    const refused = await post(`/projects/${number}/projectCrewItems`, withoutEnd);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { field: 'body.endTime', message: 'No start or end time entered on the position' },
    ]);
  });

  it('lets a client add a position to their own project, marked client added', async () => {
    const { number, positions, functionId, client } = await guestProject();
    const response = await post(
      `/projects/${number}/projectCrewItems`,
      {
        projectCrewId: positions[0]!.projectCrewId,
        functionId,
        startDate: '2026-11-21',
        startTime: '10:00',
        endTime: '14:00',
      },
      client,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().clientAdded).toBe(true);
  });

  it('refuses a crew of another project with 400 and writes by guests with 403', async () => {
    const { number, functionId, guest } = await guestProject();
    const otherCrew = (await f.crewWithPosition({ date: '2026-11-10' })).crew.id;
    const response = await post(`/projects/${number}/projectCrewItems`, {
      projectCrewId: otherCrew,
      functionId,
      startDate: '2026-11-21',
      startTime: '10:00',
      endTime: '14:00',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].field).toBe('body.projectCrewId');
    const crew = { name: 'X', date: '2026-11-21' };
    expect((await post(`/projects/${number}/projectCrews`, crew, guest)).statusCode).toBe(403);
  });
});

describe('guest password', () => {
  it('tells whether guests can log in and sets a new password once', async () => {
    const { number, client } = await guestProject();
    expect((await get(`/projects/${number}/password`)).json()).toEqual({
      projectNumber: number,
      hasPassword: true,
      loginPath: `/login?PID=${number}`,
      expiresOn: null,
    });
    const set = await post(`/projects/${number}/password`, {});
    expect(set.statusCode).toBe(200);
    const { password, loginPath } = set.json();
    expect(loginPath).toContain(`Password=${password}`);
    await ctx.login({ projectNumber: number, password });
    const chosen = await post(`/projects/${number}/password`, { password: 'guest2027' });
    expect(chosen.json().password).toBe('guest2027');
    expect((await post(`/projects/${number}/password`, { password: 'short' })).statusCode).toBe(
      400,
    );
    expect((await get(`/projects/${number}/password`, client)).statusCode).toBe(403);
  });

  it("hides another tenant's project password with 404", async () => {
    const { number } = (await post('/projects', { name: 'Ours only', number: 'OURS-1' })).json();
    const northwind = await ctx.login(
      demoLogin('planner', 'northwind.crewhub.app'),
      otherTenantHost,
    );
    expect((await get(`/projects/${number}/password`, northwind, otherTenantHost)).statusCode).toBe(
      404,
    );
    const set = await ctx.request('POST', `/api/v1/projects/${number}/password`, {
      token: northwind,
      host: otherTenantHost,
      body: {},
    });
    expect(set.statusCode).toBe(404);
    expect((await get(`/projects/${number}/password`)).json().hasPassword).toBe(false);
  });
});

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
    const { project } = await f.guestProject({ name: 'One day only' });
    const crew = await f.crew({ projectId: project.id, name: 'Only crew', date: '2026-12-05' });
    const functionId = (await f.jobFunction()).id;
    const where = { projectCrewId: crew.id, projectId: project.id, functionId };
    await f.position({ ...where, startDate: '2026-12-05', startTime: '10:00' });
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
    const empty = await f.guestProject({ name: 'Empty' });
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

describe('copy project', () => {
  it('makes an independent deep copy with new dates', async () => {
    const { number, name, client } = await guestProject();
    const response = await post(`/projects/${number}/copy`, {
      beginDate: '2027-06-01',
      includePersons: true,
    });
    expect(response.statusCode).toBe(201);
    const copy = response.json();
    expect(copy).toMatchObject({ beginDate: '2027-06-01', endDate: '2027-06-02', closed: false });
    expect(copy.number).toMatch(/^P-2027-\d{3}$/);
    const crews = (await get(`/projects/${copy.number}/projectCrews`)).json();
    expect(crews.map((crew: { date: string }) => crew.date)).toContain('2027-06-02');
    const booking = (await get(`/projects/${copy.number}/crewBooking`)).json();
    expect(booking.map((row: { status: string }) => row.status)).toEqual(['requested']);
    await post(`/projects/${copy.number}`, { name: 'Changed copy' });
    expect((await get(`/projects/${number}`)).json().name).toBe(name);
    expect((await post(`/projects/${number}/copy`, { beginDate: 'soon' })).statusCode).toBe(400);
    const byClient = await post(`/projects/${number}/copy`, { beginDate: '2027-01-01' }, client);
    expect(byClient.statusCode).toBe(403);
  });
});

describe('exports', () => {
  it('exports the calculation report as a real XLSX', async () => {
    const { number, client } = await guestProject();
    const path = `/projects/${number}/exportProjectCalculationReportXLXS`;
    const response = await post(path, {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Calculation')!;
    expect(sheet.getRow(3).getCell(10).value).toBe('Amount');
    expect(sheet.rowCount).toBeGreaterThan(4);
    expect((await post(path, {}, client)).statusCode).toBe(403);
  });

  it('exports crew members and delivery notes as XLSX and the report as PDF', async () => {
    const { number, client } = await guestProject();
    for (const path of ['exportCrewMembersDocuments', 'exportDeliveryNotes']) {
      const response = await post(`/projects/${number}/${path}`, {}, client);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
    const pdf = await get(`/projects/${number}/report`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get('/projects/P-1999-1/report')).statusCode).toBe(404);
  });
});

/**
 * A project only this tenant has, with a crew, a position and a person on it, so another
 * tenant's calls can only miss it.
 */
const ourProject = async (number: string) => {
  const functionId = (await f.jobFunction()).id;
  await post('/projects', {
    name: 'Ours only',
    number,
    beginDate: '2026-12-01',
    crews: [
      {
        name: 'Build-up',
        date: '2026-12-01',
        positions: [{ functionId, startTime: '08:00', endTime: '16:00' }],
      },
    ],
  });
  const [crew] = (await get(`/projects/${number}/projectCrews`)).json();
  const [position] = (await get(`/projects/${number}/projectCrewItems`)).json();
  const personId = (await f.person()).id;
  await post('/projectCrewItemStatus', { projectCrewItemId: position.id, personId });
  return { number, crewId: crew.id as number, functionId, personId };
};

describe('another tenant', () => {
  it('gets 404 from every call on a project of this tenant', async () => {
    const { number, crewId, functionId, personId } = await ourProject('OURS-2');
    const calls: [string, string, unknown][] = [
      ['GET', 'crewBooking', undefined],
      ['GET', 'vacantItems', undefined],
      ['GET', 'calendarLink', undefined],
      ['GET', 'report', undefined],
      ['GET', `crewProfile/${personId}`, undefined],
      ['POST', 'copy', { beginDate: '2027-01-01' }],
      ['POST', 'projectCrews', { name: 'Teardown', date: '2026-12-02' }],
      [
        'POST',
        'projectCrewItems',
        {
          projectCrewId: crewId,
          functionId,
          startDate: '2026-12-01',
          startTime: '08:00',
          endTime: '12:00',
        },
      ],
      ['POST', 'activities', { caption: 'Note', type: 'LOG' }],
      ['POST', 'exportProjectCalculationReportXLXS', {}],
      ['POST', 'exportCrewMembersDocuments', {}],
      ['POST', 'exportDeliveryNotes', {}],
    ];
    for (const [method, path, body] of calls) {
      const response = await ctx.request(method as 'GET', `/api/v1/projects/${number}/${path}`, {
        token: tokens.northwind,
        host: otherTenantHost,
        ...(body === undefined ? {} : { body }),
      });
      expect({ path, status: response.statusCode }).toEqual({ path, status: 404 });
    }
    expect((await get(`/projects/${number}/projectCrews`)).json()).toHaveLength(1);
  });
});

describe('project downloads without projects READ', () => {
  it.each([
    ['POST', 'exportCrewMembersDocuments'],
    ['POST', 'exportDeliveryNotes'],
    ['GET', 'report'],
  ])('%s %s answers crew and guests with 403', async (method, path) => {
    const { number, guest } = await guestProject();
    for (const token of [tokens.crew, guest]) {
      const response = await ctx.request(method as 'GET', `/api/v1/projects/${number}/${path}`, {
        token,
        ...(method === 'POST' ? { body: {} } : {}),
      });
      expect(response.statusCode).toBe(403);
    }
  });
});
