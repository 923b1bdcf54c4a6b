import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { withTenant } from '../../db/tenant-scope';
import { useTestApp } from '../../testing/test-app';
import { vapidKeys } from './notifications.schema';
import { loadVapidKeys } from './vapid-keys';

const ctx = useTestApp();
const subject = 'mailto:push@example.test';

describe('VAPID keys', () => {
  it('are made once per installation and read back by every node', async () => {
    const first = await loadVapidKeys(ctx.handle.db, { subject });
    const second = await loadVapidKeys(ctx.handle.db, { subject });
    expect(second).toEqual(first);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('come from the environment when both are set', async () => {
    const keys = await loadVapidKeys(ctx.handle.db, {
      publicKey: 'public-from-env',
      privateKey: 'private-from-env',
      subject,
    });
    expect(keys).toEqual({ publicKey: 'public-from-env', privateKey: 'private-from-env', subject });
    const pair = { VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`, VAPID_PRIVATE_KEY: 'A'.repeat(43) };
    expect(loadConfig(pair).VAPID_SUBJECT).toBe('mailto:push@crewhub.app');
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(/both/);
    expect(() => loadConfig({ ...pair, VAPID_SUBJECT: 'push@example.test' })).toThrow(/mailto/);
  });

  it('are out of reach of the request role', async () => {
    await expect(
      withTenant(ctx.handle.db, 1, (tx) => tx.select().from(vapidKeys)),
    ).rejects.toThrow();
  });
});
