import { describe, expect, it } from 'vitest';
import { demoHost, demoLogin, useTestApp } from '../../testing/test-app';

// Throttling locks out attempts, not people: failures slow down the account from the source
// they came from, a browser that logged in before keeps getting in, and a shared guest login
// or a shared address (a venue's NAT) does not lock everyone out.

const ctx = useTestApp();

const wrong = (credentials: Record<string, string>) => ({ ...credentials, password: 'wrong-1' });

/** A login attempt from `address`, with the device cookie `device` when given. */
const attempt = async (
  credentials: Record<string, string>,
  address: string,
  device?: string,
): Promise<{ status: number; device?: string; message?: string }> => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/token',
    headers: { host: demoHost, 'x-xsrf-token': 'xsrf' },
    remoteAddress: address,
    cookies: { 'XSRF-TOKEN': 'xsrf', ...(device ? { crewhub_device: device } : {}) },
    payload: credentials,
  });
  const cookie = response.cookies.find((c) => c.name === 'crewhub_device');
  return {
    status: response.statusCode,
    device: cookie?.value,
    message: response.json<{ message?: string }>().message,
  };
};

const fail = async (credentials: Record<string, string>, address: string, times: number) => {
  for (let i = 0; i < times; i += 1) {
    const { status } = await attempt(wrong(credentials), address);
    expect(status).toBe(401);
  }
};

describe('login throttling', () => {
  it('slows down one account from one address with growing delays, and no other address', async () => {
    const account = demoLogin('temp');
    await fail(account, '10.0.0.1', 3);
    // The fourth attempt from there waits one second, the fifth two, and so on.
    expect((await attempt(account, '10.0.0.1')).status).toBe(429);
    ctx.clock.advance(1000);
    expect((await attempt(wrong(account), '10.0.0.1')).status).toBe(401);
    ctx.clock.advance(1000);
    const waiting = await attempt(account, '10.0.0.1');
    expect(waiting.status).toBe(429);
    expect(waiting.message).toMatch(/try again in 1 seconds/);
    // The real user elsewhere, with the right password, is not locked out.
    expect((await attempt(account, '10.0.0.2')).status).toBe(200);
    ctx.clock.advance(2000);
    expect((await attempt(account, '10.0.0.1')).status).toBe(200);
  });

  it('lets a device that logged in before past failures from many addresses', async () => {
    const account = demoLogin('crew');
    const { device } = await attempt(account, '10.1.0.1');
    expect(device).toBeTruthy();
    for (let source = 0; source < 10; source += 1) await fail(account, `10.1.1.${source}`, 1);
    // A new device is slowed down for the account, and so is a device cookie of another
    // account or a forged one; the known device is not.
    expect((await attempt(account, '10.1.2.1')).status).toBe(429);
    const other = await attempt(demoLogin('planner'), '10.1.0.1');
    expect((await attempt(account, '10.1.2.3', other.device)).status).toBe(429);
    expect((await attempt(account, '10.1.2.4', `${device!.split('.')[0]}.forged`)).status).toBe(
      429,
    );
    expect((await attempt(account, '10.1.2.2', device)).status).toBe(200);
  });

  it('throttles a shared guest login per address, so other guests still get in', async () => {
    const guest = { projectNumber: 'P-2026-001', password: 'guest2026' };
    await fail(guest, '10.2.0.1', 3);
    expect((await attempt(guest, '10.2.0.1')).status).toBe(429);
    expect((await attempt(guest, '10.2.0.2')).status).toBe(200);
  });

  it('slows down a busy address for new devices only, so known devices behind a NAT get in', async () => {
    const known = await attempt(demoLogin('office'), '10.3.0.1');
    for (let i = 0; i < 30; i += 1) {
      const { status } = await attempt(
        { email: `someone${i}@demo.crewhub.app`, password: 'x' },
        '10.3.0.1',
      );
      expect(status).toBe(401);
    }
    expect((await attempt(demoLogin('client'), '10.3.0.1')).status).toBe(429);
    expect((await attempt(demoLogin('office'), '10.3.0.1', known.device)).status).toBe(200);
  });
});
