import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';

const ctx = useTestApp();
const probe = (url: string, host = '10.0.0.5:3000') =>
  ctx.app.inject({ method: 'GET', url, headers: { host } });

describe('health endpoints', () => {
  it('answers /healthz and /readyz on any host, for load balancers that call by address', async () => {
    const live = await probe('/healthz');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await probe('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('turns /readyz to 503 with Retry-After while the node shuts down, /healthz stays up', async () => {
    ctx.lifecycle.shuttingDown = true;
    try {
      const ready = await probe('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json()).toEqual({ status: 'unavailable', reason: 'shutting down' });
      expect((await probe('/healthz')).statusCode).toBe(200);
    } finally {
      ctx.lifecycle.shuttingDown = false;
    }
  });

  it('still answers an unknown host with 404 everywhere else', async () => {
    expect((await probe('/api/v1/tenant')).statusCode).toBe(404);
  });
});

describe('GET /metrics', () => {
  it('counts requests by route pattern and status, with latency, for a scraper on this machine', async () => {
    await ctx.request('GET', '/api/v1/tenant/settings');
    const metrics = await probe('/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.body).toMatch(
      /crewhub_http_requests_total\{method="GET",route="\/api\/v1\/tenant\/settings",status="200"\} \d+/,
    );
    expect(metrics.body).toContain('crewhub_http_request_duration_seconds_bucket');
    expect(metrics.body).toContain('crewhub_http_requests_in_flight');
  });

  it('reports the outbox queue depth, which grows with each queued mail', async () => {
    const depth = async () =>
      Number(/crewhub_outbox_jobs_waiting (\d+)/.exec((await probe('/metrics')).body)?.[1]);
    const before = await depth();
    const reset = await ctx.request('POST', '/api/v1/forgottenPassword', {
      body: { email: 'crew@demo.crewhub.app' },
    });
    expect(reset.statusCode).toBeLessThan(300);
    expect(await depth()).toBe(before + 1);
  });

  it('answers 404 to anyone else without a token', async () => {
    const outside = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
    });
    expect(outside.statusCode).toBe(404);
  });
});
