import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeConnectionsWhenShuttingDown, gracefulShutdown } from './graceful-shutdown';

/** A server with one request that takes `ms`, started and listening on a free port. */
const serverWithSlowRoute = async (ms: number) => {
  const lifecycle = { shuttingDown: false };
  const app = Fastify();
  await app.register(closeConnectionsWhenShuttingDown, lifecycle);
  const events: string[] = [];
  app.addHook('onResponse', async (_request, reply) => {
    events.push(`response ${reply.statusCode}`);
  });
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  app.get('/slow', async () => {
    markStarted();
    await new Promise((resolve) => setTimeout(resolve, ms));
    return { done: true };
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, address, lifecycle, started, events };
};

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new connections, then closes the database', async () => {
    const { app, address, lifecycle, started, events } = await serverWithSlowRoute(300);
    const inFlight = fetch(`${address}/slow`).then((response) => response.json());
    await started;
    const finished = await gracefulShutdown({
      app,
      lifecycle,
      timeoutMs: 5_000,
      closeDatabase: async () => {
        events.push('database closed');
      },
    });
    expect(finished).toBe(true);
    expect(lifecycle.shuttingDown).toBe(true);
    expect(await inFlight).toEqual({ done: true });
    expect(events).toEqual(['response 200', 'database closed']);
    await expect(fetch(`${address}/slow`)).rejects.toThrow();
  });

  it('stops waiting at the deadline and still closes the database', async () => {
    const { app, address, lifecycle, started } = await serverWithSlowRoute(2_000);
    const pending = fetch(`${address}/slow`).catch(() => null);
    await started;
    let closed = false;
    const finished = await gracefulShutdown({
      app,
      lifecycle,
      timeoutMs: 100,
      closeDatabase: async () => {
        closed = true;
      },
    });
    expect(finished).toBe(false);
    expect(closed).toBe(true);
    await pending;
  });
});
