import webpush from 'web-push';
import type { Database } from '../../db/client';
import { withTenant } from '../../db/tenant-scope';
import { outboxPayloadSchemas, type OutboxJobHandler } from '../mail';
import { pushRepository } from './push.repository';
import type { VapidKeys } from './vapid-keys';

/** A notice nobody saw within a day is stale (the push service drops it after this). */
const timeToLiveSeconds = 24 * 60 * 60;

/**
 * The outbox handler of `push` jobs. web-push encrypts the notice for the device (aes128gcm,
 * RFC 8291) and signs the request with the VAPID key (RFC 8292); the request itself goes out
 * with fetch, under a timeout. A push service answering 404 or 410 says the subscription is gone
 * for good: the row is removed and the job ends. Any other failure is retried by the outbox.
 */
export const createPushHandler =
  (deps: { db: Database; vapid: VapidKeys; timeoutMs?: number }): OutboxJobHandler =>
  async (job) => {
    const payload = outboxPayloadSchemas.push.parse(job.payload);
    const subscription = await withTenant(deps.db, job.tenantId, (tx) =>
      pushRepository.byId(tx, job.tenantId, payload.pushSubscriptionId),
    );
    // The device unsubscribed after the notice was queued: nothing to deliver.
    if (!subscription) return;
    const request = webpush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      JSON.stringify(payload.message),
      { vapidDetails: deps.vapid, TTL: timeToLiveSeconds, contentEncoding: 'aes128gcm' },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      // fetch sets Content-Length itself; web-push's numeric one would be refused.
      headers: Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      ),
      body: new Uint8Array(request.body),
      signal: AbortSignal.timeout(deps.timeoutMs ?? 10_000),
    });
    if (response.ok) return;
    if (response.status === 404 || response.status === 410) {
      await withTenant(deps.db, job.tenantId, (tx) =>
        pushRepository.deleteById(tx, job.tenantId, subscription.id),
      );
      return;
    }
    const answer = (await response.text()).slice(0, 200);
    throw new Error(`push service answered ${response.status} ${answer}`);
  };
