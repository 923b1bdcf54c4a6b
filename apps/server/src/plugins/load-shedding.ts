import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

export type LoadSheddingOptions = {
  /** Requests one node works on at once; the next one is refused at once with 503. */
  maxInFlight: number;
  /** Seconds a refused client is told to wait (Retry-After). */
  retryAfterSeconds?: number;
};

const counted = new WeakSet<FastifyRequest>();

/**
 * Bounds the requests a node holds. Past the bound a client gets 503 with Retry-After straight
 * away instead of queueing behind a slow database until its own timeout: on the embedded PGlite
 * every query runs one at a time, so an unbounded queue only turns a burst into timeouts for all.
 * Health checks are never refused, so a busy node is not mistaken for a dead one.
 */
export const loadSheddingPlugin = fp(async (app: FastifyInstance, options: LoadSheddingOptions) => {
  let inFlight = 0;
  const retryAfter = String(options.retryAfterSeconds ?? 1);
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.infrastructure) return;
    if (inFlight >= options.maxInFlight) {
      reply.header('retry-after', retryAfter);
      throw new AppError('SERVICE_UNAVAILABLE', 'The server is busy; please try again shortly');
    }
    inFlight += 1;
    counted.add(request);
  });
  const release = async (request: FastifyRequest) => {
    if (counted.delete(request)) inFlight -= 1;
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
  app.decorate('requestsInFlight', () => inFlight);
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests this node is working on now (metrics). */
    requestsInFlight: () => number;
  }
}
