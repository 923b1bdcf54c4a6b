import { onlineManager } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiGet, reply } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { setDeviceOnline } from '@/testing/network';
import { apiRequest } from './api-client';
import { connection, followConnection } from './connection';

const settings = { name: 'Demo Events' };
const call = () => apiRequest('/tenant/settings').catch(() => undefined);

beforeAll(followConnection);
afterEach(() => vi.useRealTimers());

describe('the connection to Crewhub', () => {
  it('is online while the server answers, even with errors of its own', async () => {
    server.use(apiGet('/tenant/settings', reply(500, { code: 'INTERNAL', message: 'x' })));
    await call();
    expect(connection()).toBe('online');
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('is online when a busy node refuses with its own 503 (load shedding)', async () => {
    server.use(
      apiGet('/tenant/settings', reply(503, { code: 'SERVICE_UNAVAILABLE', message: 'x' })),
    );
    await call();
    expect(connection()).toBe('online');
    expect(onlineManager.isOnline()).toBe(true);
  });

  it.each([
    ['no answer', () => HttpResponse.error()],
    ['502', () => new HttpResponse('Bad gateway', { status: 502 })],
    ['503', () => new HttpResponse(null, { status: 503 })],
    ['504', () => new HttpResponse(null, { status: 504 })],
  ])('is unreachable after %s, and queries wait for it', async (_case, answer) => {
    server.use(apiGet('/tenant/settings', answer));
    await call();
    expect(connection()).toBe('unreachable');
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('asks again until the server answers, then lets the queries go on', async () => {
    vi.useFakeTimers();
    let up = false;
    server.use(
      apiGet('/tenant/settings', () =>
        up ? HttpResponse.json(settings) : new HttpResponse(null, { status: 503 }),
      ),
    );
    await call();
    expect(connection()).toBe('unreachable');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(connection()).toBe('unreachable');
    up = true;
    await vi.advanceTimersByTimeAsync(6_000);
    await vi.waitFor(() => expect(connection()).toBe('online'));
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('is offline without a network, whatever the server did', async () => {
    server.use(apiGet('/tenant/settings', () => HttpResponse.error()));
    setDeviceOnline(false);
    await call();
    expect(connection()).toBe('offline');
    expect(onlineManager.isOnline()).toBe(false);
    server.use(apiGet('/tenant/settings', settings));
    setDeviceOnline(true);
    expect(connection()).toBe('online');
    expect(onlineManager.isOnline()).toBe(true);
  });
});
