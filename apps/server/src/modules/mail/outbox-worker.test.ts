import { outboxMaxAttempts } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { withTenant } from '../../db/tenant-scope';
import {
  capturingTransport,
  outboxJobsOf,
  passwordResetMail,
  queueMail,
  tenantOf,
} from '../../testing/mail-factories';
import { demoLogin, testToday, useTestApp } from '../../testing/test-app';
import { createQueueingMailer } from './mail-queue';
import { createOutboxWorker } from './outbox-worker';

const ctx = useTestApp();
const db = () => ctx.handle.db;

/** A worker on its own clock, as another node or a restarted process would run it. */
const workerWith = (transport = capturingTransport(), leaseMs = 60_000) => {
  const clock = fixedClock(new Date(`${testToday}T09:00:00Z`));
  const worker = createOutboxWorker({
    db: db(),
    storage: ctx.storage,
    transport: transport.transport,
    clock,
    leaseMs,
  });
  return { worker, clock, ...transport };
};

describe('outbox', () => {
  it('queues the mail in the transaction of the change that causes it', async () => {
    const before = (await outboxJobsOf(db())).length;
    const response = await ctx.request('POST', '/api/v1/forgottenPassword', {
      body: { email: 'crew@demo.crewhub.app' },
    });
    expect(response.statusCode).toBe(200);
    const jobs = await outboxJobsOf(db());
    expect(jobs.length).toBe(before + 1);
    // A reset request queues its job; the worker decides whether the address gets a mail.
    expect(jobs[0]).toMatchObject({ status: 'pending', attempts: 0, kind: 'passwordReset' });

    // A change that rolls back takes its mail with it.
    const tenant = await tenantOf(db());
    await expect(
      withTenant(db(), 1, async (tx) => {
        await createQueueingMailer({ clock: ctx.clock }).send(
          tx,
          tenant,
          passwordResetMail('x@example.test'),
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await outboxJobsOf(db())).length).toBe(before + 1);
  });

  it('sends a committed job after the process died before sending', async () => {
    // The change commits its job; the process ends before any worker ran.
    await queueMail(db(), ctx.clock, passwordResetMail('restart@example.test'));
    expect((await outboxJobsOf(db()))[0]!.status).toBe('pending');
    // After the restart, the new process's worker finds the committed job and sends it.
    const restarted = workerWith();
    await restarted.worker.runOnce();
    expect(restarted.delivered.map((mail) => mail.to)).toContainEqual(['restart@example.test']);
    const [job] = await outboxJobsOf(db());
    expect(job).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('takes over a job whose worker died mid-send once its lease ran out', async () => {
    await queueMail(db(), ctx.clock, passwordResetMail('lease@example.test'));
    const dying = workerWith(capturingTransport(), 60_000);
    // The dying worker's transport never returns: the job stays leased to it.
    dying.transport.deliver = () => new Promise(() => {});
    void dying.worker.runOnce();
    await expect.poll(async () => (await outboxJobsOf(db()))[0]!.status).toBe('sending');

    const other = workerWith();
    await other.worker.runOnce();
    expect(other.delivered).toHaveLength(0);
    other.clock.advance(61_000);
    await other.worker.runOnce();
    expect(other.delivered.map((mail) => mail.to)).toEqual([['lease@example.test']]);
    expect((await outboxJobsOf(db()))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('retries with backoff and marks the job dead after the last try', async () => {
    await queueMail(db(), ctx.clock, passwordResetMail('bounce@example.test'));
    const failing = workerWith();
    failing.state.failWith = 'connection refused';
    await failing.worker.runOnce();
    let [job] = await outboxJobsOf(db());
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connection refused' });
    expect(job!.runAfter.toISOString()).toBe(`${testToday}T09:00:30.000Z`);

    // Not due yet: nothing is tried.
    await failing.worker.runOnce();
    expect((await outboxJobsOf(db()))[0]!.attempts).toBe(1);

    for (let attempt = 2; attempt <= outboxMaxAttempts; attempt += 1) {
      failing.clock.advance(7 * 60 * 60_000);
      await failing.worker.runOnce();
    }
    [job] = await outboxJobsOf(db());
    expect(job).toMatchObject({ status: 'dead', attempts: outboxMaxAttempts });
  });

  it('delivers each job once when several nodes poll at the same time', async () => {
    for (let n = 0; n < 6; n += 1) {
      await queueMail(db(), ctx.clock, passwordResetMail(`many${n}@example.test`));
    }
    const nodes = [workerWith(), workerWith(), workerWith()];
    await Promise.all(nodes.map((node) => node.worker.runOnce()));
    const sent = nodes.flatMap((node) => node.delivered.map((mail) => String(mail.to)));
    expect(sent.filter((to) => to.startsWith('many')).sort()).toEqual(
      [0, 1, 2, 3, 4, 5].map((n) => `many${n}@example.test`),
    );
  });

  it('shows dead jobs to the office only and lets them retry', async () => {
    await queueMail(db(), ctx.clock, passwordResetMail('dead@example.test'));
    const failing = workerWith();
    failing.state.failWith = '550 mailbox unavailable';
    for (let attempt = 1; attempt <= outboxMaxAttempts; attempt += 1) {
      await failing.worker.runOnce();
      failing.clock.advance(7 * 60 * 60_000);
    }
    const office = await ctx.login(demoLogin('office'));
    const list = await ctx.request('GET', '/api/v1/outboxJobs', { token: office });
    expect(list.statusCode).toBe(200);
    const dead = list.json<{ id: number; recipients: string[]; lastError: string }[]>();
    const job = dead.find((row) => row.recipients.includes('dead@example.test'));
    expect(job).toMatchObject({ lastError: '550 mailbox unavailable', status: 'dead' });

    const crew = await ctx.login(demoLogin('crew'));
    expect((await ctx.request('GET', '/api/v1/outboxJobs', { token: crew })).statusCode).toBe(403);
    const northwind = await ctx.login(
      demoLogin('office', 'northwind.crewhub.app'),
      'northwind.localhost',
    );
    const foreign = await ctx.request('POST', `/api/v1/outboxJobs/${job!.id}/retry`, {
      token: northwind,
      host: 'northwind.localhost',
    });
    expect(foreign.statusCode).toBe(404);

    const retry = await ctx.request('POST', `/api/v1/outboxJobs/${job!.id}/retry`, {
      token: office,
    });
    expect(retry.statusCode).toBe(204);
    const again = await ctx.request('POST', `/api/v1/outboxJobs/${job!.id}/retry`, {
      token: office,
    });
    expect(again.json()).toMatchObject({ code: 'OUTBOX_JOB_NOT_DEAD' });

    failing.state.failWith = null;
    await failing.worker.runOnce();
    expect(failing.delivered.map((mail) => mail.to)).toContainEqual(['dead@example.test']);
  });

  it('refuses an invalid address before queueing', async () => {
    await expect(queueMail(db(), ctx.clock, passwordResetMail('not an address'))).rejects.toThrow(
      'Not a valid e-mail address',
    );
  });
});
