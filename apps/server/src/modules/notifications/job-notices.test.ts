import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailMessages, outboxJobs } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import {
  createCrewDayFactories,
  moveClockTo,
  type CrewDayFactories,
} from '../../testing/crew-day-factories';
import { outboxWorkerWithPush, testPushKeys } from '../../testing/push-service';
import { demoLogin, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
let f: CrewDayFactories;
let planner: string;

beforeAll(async () => {
  f = createCrewDayFactories(ctx.handle.db);
  planner = await ctx.login(demoLogin('planner'));
});

const post = (url: string, body: unknown, token = planner) =>
  ctx.request('POST', `/api/v1${url}`, { token, body });

/** A crew member with one device (an endpoint nobody answers: these tests read the queue). */
const crewWithDevice = async () => {
  const crew = await f.crewMember();
  const token = await ctx.login(crew.credentials);
  const set = await post(
    '/setPushNotificationSubscription',
    { endpoint: `https://push.example/${crew.person.id}`, keys: testPushKeys().json },
    token,
  );
  return { ...crew, token, deviceId: set.json<{ id: number }>().id };
};

const pushJobsOf = (deviceId: number) =>
  withTenant(ctx.handle.db, 1, async (tx) =>
    (
      await tx
        .select()
        .from(outboxJobs)
        .where(eq(outboxJobs.kind, 'push'))
        .orderBy(asc(outboxJobs.id))
    ).filter(
      (job) => (job.payload as { pushSubscriptionId: number }).pushSubscriptionId === deviceId,
    ),
  );

const mailsTo = (address: string) =>
  withTenant(ctx.handle.db, 1, async (tx) =>
    (await tx.select().from(emailMessages).orderBy(asc(emailMessages.id))).filter((mail) =>
      mail.recipients.includes(address),
    ),
  );

const reminderJobsOf = (assignmentId: number) =>
  withTenant(ctx.handle.db, 1, async (tx) =>
    (
      await tx
        .select()
        .from(outboxJobs)
        .where(and(eq(outboxJobs.kind, 'reminder')))
    ).filter((job) => (job.payload as { assignmentId: number }).assignmentId === assignmentId),
  );

/** A position on `date` from 08:00 to 16:00 (Amsterdam), offered to the crew member. */
const offer = async (personId: number, date = '2026-11-26') => {
  const { position } = await f.crewWithPosition({
    date,
    position: { startTime: '08:00', endTime: '16:00' },
    project: { name: `Expo ${personId}` },
  });
  const response = await post('/projectCrewItemStatus', {
    projectCrewItemId: position.id,
    personId,
  });
  expect(response.statusCode).toBe(201);
  return { position, assignmentId: response.json<{ id: number }>().id };
};

describe('job notices', () => {
  it('tells crew of an offer, a booking and a cancellation by push and mail', async () => {
    const crew = await crewWithDevice();
    const { assignmentId } = await offer(crew.person.id);
    await post(`/projectCrewItemStatus/${assignmentId}/activate`, {});
    await post(`/projectCrewItemStatus/${assignmentId}/cancel`, {});

    const pushes = await pushJobsOf(crew.deviceId);
    expect(
      pushes.map((job) => (job.payload as { message: { title: string } }).message.title),
    ).toEqual(['New job offered', 'Job confirmed', 'Job cancelled']);
    // 09:00 UTC is 10:00 in Amsterdam: no quiet hours, due at once.
    expect(pushes.every((job) => job.runAfter.getTime() === ctx.clock.now().getTime())).toBe(true);
    const mails = await mailsTo(crew.person.email!);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Crewhub Demo Events: New job offered',
      'Crewhub Demo Events: Job confirmed',
      'Crewhub Demo Events: Job cancelled',
    ]);
    expect(mails[0]).toMatchObject({ category: 'jobs' });
    expect(mails[0]!.body).toContain(`/jobs/${assignmentId}`);
  });

  it('follows the person’s choice of push or mail per category', async () => {
    const crew = await crewWithDevice();
    const settings = await ctx.request('GET', '/api/v1/notificationSettings', {
      token: crew.token,
    });
    const mine = settings.json<{ channels: Record<string, { push: boolean; mail: boolean }> }>();
    const saved = await post(
      '/notificationSettings',
      { ...mine, channels: { ...mine.channels, jobs: { push: true, mail: false } } },
      crew.token,
    );
    expect(saved.statusCode).toBe(200);
    await offer(crew.person.id);
    expect(await pushJobsOf(crew.deviceId)).toHaveLength(1);
    expect(await mailsTo(crew.person.email!)).toHaveLength(0);

    const bad = await post('/notificationSettings', { ...mine, quietFrom: '25:00' }, crew.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ issues: [{ field: 'body.quietFrom' }] });
  });

  it('holds a push during the person’s quiet hours until the morning, mail goes at once', async () => {
    const crew = await crewWithDevice();
    moveClockTo(ctx.clock, '2026-11-23T22:30:00Z'); // 23:30 in Amsterdam
    try {
      planner = await ctx.login(demoLogin('planner'));
      await offer(crew.person.id, '2026-11-27');
    } finally {
      moveClockTo(ctx.clock, '2026-11-23T09:00:00Z');
      planner = await ctx.login(demoLogin('planner'));
    }
    const [push] = await pushJobsOf(crew.deviceId);
    expect(push!.runAfter.toISOString()).toBe('2026-11-24T06:00:00.000Z'); // 07:00 local
    expect(await mailsTo(crew.person.email!)).toHaveLength(1);
  });

  it('tells of a changed time once, and the reminder follows the new start', async () => {
    const crew = await crewWithDevice();
    const { position, assignmentId } = await offer(crew.person.id, '2026-11-25');
    await post(`/projectCrewItemStatus/${assignmentId}/activate`, {});
    const [first] = await reminderJobsOf(assignmentId);
    // 08:00 Amsterdam on the 25th is 07:00 UTC; twelve hours before.
    expect(first!.runAfter.toISOString()).toBe('2026-11-24T19:00:00.000Z');

    await post(`/projectCrewItems/${position.id}/update`, { startTime: '10:00' });
    await post(`/projectCrewItems/${position.id}/update`, { startTime: '10:00' });
    const titles = (await pushJobsOf(crew.deviceId)).map(
      (job) => (job.payload as { message: { title: string } }).message.title,
    );
    expect(titles.filter((title) => title === 'Job changed')).toHaveLength(1);

    const { worker, mail } = await outboxWorkerWithPush(ctx);
    moveClockTo(ctx.clock, '2026-11-24T21:00:00Z');
    try {
      await worker.runOnce();
      await worker.runOnce();
    } finally {
      moveClockTo(ctx.clock, '2026-11-23T09:00:00Z');
    }
    const reminders = (await pushJobsOf(crew.deviceId)).filter(
      (job) =>
        (job.payload as { message: { title: string } }).message.title === 'Reminder: your job',
    );
    // The old reminder (08:00) stayed silent; the new one (10:00) ran once.
    expect(reminders).toHaveLength(1);
    expect((reminders[0]!.payload as { message: { body: string } }).message.body).toContain(
      '10:00',
    );
    // 22:00 local is quiet: the push waits for 07:00, before the 10:00 start.
    expect(reminders[0]!.runAfter.toISOString()).toBe('2026-11-25T06:00:00.000Z');
    expect(mail.delivered.some((sent) => String(sent.subject).includes('Reminder'))).toBe(true);
  });

  it('schedules the reminders when crew confirm an offered job themselves', async () => {
    const crew = await crewWithDevice();
    const { assignmentId } = await offer(crew.person.id, '2026-11-25');
    expect(await reminderJobsOf(assignmentId)).toHaveLength(0);
    const confirmed = await post(`/jobs/${assignmentId}/confirmation`, {}, crew.token);
    expect(confirmed.statusCode).toBe(200);
    const [reminder] = await reminderJobsOf(assignmentId);
    expect(reminder!.runAfter.toISOString()).toBe('2026-11-24T19:00:00.000Z');
  });

  it('tells the project manager of an application and its withdrawal, as the manager chose', async () => {
    const manager = await crewWithDevice();
    const mine = (
      await ctx.request('GET', '/api/v1/notificationSettings', { token: manager.token })
    ).json<{ channels: Record<string, { push: boolean; mail: boolean }> }>();
    await post(
      '/notificationSettings',
      { ...mine, channels: { ...mine.channels, planning: { push: false, mail: true } } },
      manager.token,
    );
    const rigger = await f.jobFunction({ name: 'Withdrawing rigger' });
    const applicant = await f.crewMember({ firstName: 'Mila', functionIds: [rigger.id] });
    const applicantToken = await ctx.login(applicant.credentials);
    const { position } = await f.crewWithPosition({
      date: '2026-12-03',
      position: { functionId: rigger.id, openAsVacancy: true },
      project: { name: 'Withdrawn Expo', projectManagerPersonId: manager.person.id },
    });
    const apply = () => post(`/projectCrewItems/${position.id}/applyVacancy`, {}, applicantToken);
    const withdraw = () =>
      post(`/projectCrewItems/${position.id}/unapplyVacancy`, {}, applicantToken);

    expect((await apply()).statusCode).toBe(200);
    expect((await withdraw()).statusCode).toBe(200);
    // Withdrawing what is already withdrawn changes nothing and tells nobody.
    expect((await withdraw()).statusCode).toBe(200);

    const mails = await mailsTo(manager.person.email!);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Crewhub Demo Events: New application',
      'Crewhub Demo Events: Application withdrawn',
    ]);
    expect(mails[1]).toMatchObject({ category: 'planning' });
    expect(mails[1]!.body).toContain('Mila');
    expect(mails[1]!.body).toContain('Withdrawn Expo');
    expect(await pushJobsOf(manager.deviceId)).toHaveLength(0);
  });
});
