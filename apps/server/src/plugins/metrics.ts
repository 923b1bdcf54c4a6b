import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { infrastructureRoute } from './health';

export type MetricsOptions = {
  /** Bearer token a scraper must send; without one only this machine may read /metrics. */
  token?: string;
  /** Jobs waiting in the outbox (mail, push, reminders), read when scraped. */
  queueDepth?: () => Promise<number>;
};

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const mayScrape = (request: FastifyRequest, token: string | undefined) =>
  token
    ? sameSecret(request.headers.authorization ?? '', `Bearer ${token}`)
    : loopback.has(request.socket.remoteAddress ?? '');

/**
 * GET /metrics in the Prometheus text format: requests by route and status (rate and errors),
 * a latency histogram, the requests in flight against the load-shedding bound, the outbox's
 * queue depth, and the process's own figures. Routes are labelled by their pattern, never the raw URL, so ids and
 * tokens never reach the metrics store.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'crewhub_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'crewhub_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status code',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'crewhub_http_requests_in_flight',
    help: 'Requests this node is working on now',
    registers: [registry],
    collect() {
      this.set(app.requestsInFlight());
    },
  });

  const { queueDepth } = options;
  if (queueDepth) {
    new Gauge({
      name: 'crewhub_outbox_jobs_waiting',
      help: 'Outbox jobs (mail, push, reminders) pending or being sent, over all tenants',
      registers: [registry],
      async collect() {
        this.set(await queueDepth());
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.config.infrastructure) return;
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get(
    '/metrics',
    { config: infrastructureRoute, schema: { hide: true } },
    async (request, reply) => {
      if (!mayScrape(request, options.token)) return reply.status(404).send();
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
});
