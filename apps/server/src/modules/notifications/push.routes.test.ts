import { outboxMaxAttempts, pushMessageSchema } from '@crewhub/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxJobs, pushSubscriptions } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import { createCrewDayFactories, type CrewDayFactories } from '../../testing/crew-day-factories';
import {
  decryptPush,
  outboxWorkerWithPush,
  startPushService,
  testPushKeys,
  verifyVapid,
} from '../../testing/push-service';
import { demoLogin, otherTenantHost, useTestApp } from '../../testing/test-app';

const ctx = useTestApp();
let f: CrewDayFactories;
let pushService: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  f = createCrewDayFactories(ctx.handle.db);
  pushService = await startPushService();
});
afterAll(() => pushService.close());

const post = (url: string, token: string, body: unknown) =>
  ctx.request('POST', `/api/v1${url}`, { token, body });

const subscriptionBody = (endpoint: string, keys = testPushKeys()) => ({
  endpoint,
  expirationTime: null,
  keys: keys.json,
});

const pushWorker = () => outboxWorkerWithPush(ctx);

/** A device of this login whose push service is the local fake (plain http, so stored directly). */
const fakeDevice = async (loginEmail: string, path: string) => {
  const keys = testPushKeys();
  const token = await ctx.login({ email: loginEmail, password: 'crew-day-2026' });
  await post(
    '/setPushNotificationSubscription',
    token,
    subscriptionBody(`https://push.example/${path}`, keys),
  );
  await withTenant(ctx.handle.db, 1, (tx) =>
    tx
      .update(pushSubscriptions)
      .set({ endpoint: `${pushService.origin}/${path}` })
      .where(eq(pushSubscriptions.endpoint, `https://push.example/${path}`)),
  );
  return { keys, token };
};

describe('push subscriptions', () => {
  it('subscribes and unsubscribes this device, refusing bad input and other people', async () => {
    const { credentials } = await f.crewMember();
    const token = await ctx.login(credentials);
    const endpoint = 'https://fcm.googleapis.com/fcm/send/device-1';

    const set = await post('/setPushNotificationSubscription', token, subscriptionBody(endpoint));
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ service: 'fcm.googleapis.com' });
    // The browser renews its keys: still one device.
    await post('/setPushNotificationSubscription', token, subscriptionBody(endpoint));
    const list = await ctx.request('GET', '/api/v1/pushNotificationSubscriptions', { token });
    expect(list.json<{ subscriptions: unknown[] }>().subscriptions).toHaveLength(1);
    expect(list.json<{ publicKey: string }>().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);

    const plain = await post(
      '/setPushNotificationSubscription',
      token,
      subscriptionBody('http://push.example/x'),
    );
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ issues: [{ field: 'body.endpoint' }] });
    const badKeys = await post('/setPushNotificationSubscription', token, {
      endpoint,
      keys: { p256dh: 'short', auth: 'not base64!' },
    });
    expect(badKeys.statusCode).toBe(400);
    const fields = badKeys.json<{ issues: { field: string }[] }>().issues.map((i) => i.field);
    expect(new Set(fields)).toEqual(new Set(['body.keys.p256dh', 'body.keys.auth']));

    const other = await ctx.login((await f.crewMember()).credentials);
    expect(
      (await post('/deletePushNotificationSubscription', other, { endpoint })).statusCode,
    ).toBe(404);
    const northwind = await ctx.login(demoLogin('crew', 'northwind.crewhub.app'), otherTenantHost);
    const foreign = await ctx.request('POST', '/api/v1/deletePushNotificationSubscription', {
      token: northwind,
      host: otherTenantHost,
      body: { endpoint },
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await post('/deletePushNotificationSubscription', token, { endpoint })).statusCode,
    ).toBe(204);
    expect(
      (await post('/deletePushNotificationSubscription', token, { endpoint })).statusCode,
    ).toBe(404);
  });

  it('pushes a new job offer through the outbox, encrypted and VAPID-signed', async () => {
    const crew = await f.crewMember();
    const device = await fakeDevice(crew.credentials.email, 'offer-device');
    const { position } = await f.crewWithPosition({
      date: '2026-11-27',
      position: { startTime: '08:00', endTime: '16:00' },
      project: { name: 'Harbour Festival' },
    });
    const planner = await ctx.login(demoLogin('planner'));
    const offered = await post('/projectCrewItemStatus', planner, {
      projectCrewItemId: position.id,
      personId: crew.person.id,
    });
    expect(offered.statusCode).toBe(201);
    // Queued in the request's transaction, before any worker ran.
    const queued = await withTenant(ctx.handle.db, 1, (tx) =>
      tx
        .select()
        .from(outboxJobs)
        .where(and(eq(outboxJobs.kind, 'push'), eq(outboxJobs.status, 'pending'))),
    );
    expect(queued).toHaveLength(1);

    const { worker, vapid } = await pushWorker();
    await worker.runOnce();
    const [push] = pushService.received.filter((each) => each.path === '/offer-device');
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    const { publicKey, claims } = await verifyVapid(
      push!.headers.authorization,
      pushService.origin,
    );
    expect(publicKey).toBe(vapid.publicKey);
    expect(claims.sub).toBe('mailto:push@crewhub.app');
    const message = pushMessageSchema.parse(JSON.parse(decryptPush(push!.body, device.keys)));
    const assignmentId = offered.json<{ id: number }>().id;
    expect(message).toMatchObject({
      title: 'New job offered',
      url: `/jobs/${assignmentId}`,
      tag: `job-${assignmentId}`,
    });
    expect(message.body).toContain('Harbour Festival');
    expect(message.body).toContain('08:00');
  });

  it('removes a subscription the push service says is gone', async () => {
    const crew = await f.crewMember();
    await fakeDevice(crew.credentials.email, 'gone-device');
    const { position } = await f.crewWithPosition({ date: '2026-11-28' });
    const planner = await ctx.login(demoLogin('planner'));
    pushService.state.answer = 410;
    await post('/projectCrewItemStatus', planner, {
      projectCrewItemId: position.id,
      personId: crew.person.id,
    });
    const { worker } = await pushWorker();
    await worker.runOnce();
    pushService.state.answer = 201;
    const left = await withTenant(ctx.handle.db, 1, (tx) =>
      tx
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, `${pushService.origin}/gone-device`)),
    );
    expect(left).toHaveLength(0);
    const jobs = await withTenant(ctx.handle.db, 1, (tx) =>
      tx.select().from(outboxJobs).where(eq(outboxJobs.kind, 'push')),
    );
    expect(jobs.every((job) => job.status === 'sent')).toBe(true);
  });

  it('shows a push that could not be delivered to the office, who can retry it', async () => {
    const crew = await f.crewMember();
    await fakeDevice(crew.credentials.email, 'failing-device');
    const { position } = await f.crewWithPosition({ date: '2026-11-29' });
    const planner = await ctx.login(demoLogin('planner'));
    await post('/projectCrewItemStatus', planner, {
      projectCrewItemId: position.id,
      personId: crew.person.id,
    });
    pushService.state.answer = 500;
    const { worker } = await pushWorker();
    try {
      for (let attempt = 1; attempt <= outboxMaxAttempts; attempt += 1) {
        await worker.runOnce();
        ctx.clock.advance(7 * 60 * 60_000);
      }
    } finally {
      pushService.state.answer = 201;
    }
    const office = await ctx.login(demoLogin('office'));
    const dead = await ctx.request('GET', '/api/v1/outboxJobs', { token: office });
    const job = dead
      .json<
        { id: number; kind: string; subject: string; recipients: string[]; lastError: string }[]
      >()
      .find((each) => each.recipients.includes(crew.credentials.email));
    expect(job).toMatchObject({ kind: 'push', subject: 'New job offered' });
    expect(job!.lastError).toContain('push service answered 500');
    const retry = await ctx.request('POST', `/api/v1/outboxJobs/${job!.id}/retry`, {
      token: office,
    });
    expect(retry.statusCode).toBe(204);
    await worker.runOnce();
    expect(pushService.received.filter((each) => each.path === '/failing-device')).toHaveLength(
      outboxMaxAttempts + 1,
    );
  });
});
