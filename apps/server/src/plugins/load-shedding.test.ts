import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from './error-handler';
import { infrastructureRoute } from './health';
import { loadSheddingPlugin } from './load-shedding';

/** A node that holds two requests at once, each taking a moment. */
const busyNode = async () => {
  const app = Fastify();
  await app.register(errorHandlerPlugin);
  await app.register(loadSheddingPlugin, { maxInFlight: 2 });
  app.get('/work', async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { done: true };
  });
  app.get('/healthz', { config: infrastructureRoute }, async () => ({ status: 'ok' }));
  await app.ready();
  return app;
};

describe('load shedding', () => {
  it('refuses requests past the bound at once with 503 and Retry-After, never queueing them', async () => {
    const app = await busyNode();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => app.inject({ method: 'GET', url: '/work' })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 503, 503, 503, 503]);
    const refused = answers.find((answer) => answer.statusCode === 503)!;
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(app.requestsInFlight()).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/work' })).statusCode).toBe(200);
  });

  it('always answers health checks', async () => {
    const app = await busyNode();
    const work = Array.from({ length: 2 }, () => app.inject({ method: 'GET', url: '/work' }));
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    await Promise.all(work);
  });
});
