import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Lifecycle } from '../plugins/health';

export type ShutdownOptions = {
  app: FastifyInstance;
  lifecycle: Lifecycle;
  closeDatabase: () => Promise<void>;
  /** How long requests in flight may take to finish before the node closes anyway. */
  timeoutMs: number;
};

/**
 * SIGTERM: /readyz turns 503 so the load balancer stops sending work, the server stops
 * accepting connections and lets the requests in flight finish (at most `timeoutMs`), then the
 * database closes. Resolves true when every request finished in time.
 */
export const gracefulShutdown = async (options: ShutdownOptions): Promise<boolean> => {
  options.lifecycle.shuttingDown = true;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), options.timeoutMs);
  });
  const finished = await Promise.race([options.app.close().then(() => true as const), timedOut]);
  clearTimeout(timer);
  if (!finished) options.app.log.warn('Requests still in flight at the shutdown deadline');
  await options.closeDatabase();
  return finished;
};

/**
 * A kept-alive connection would hold the closing server open until the deadline: answers sent
 * while shutting down close their connection, and the client reconnects to another node.
 */
export const closeConnectionsWhenShuttingDown = fp(
  async (app: FastifyInstance, lifecycle: Lifecycle) => {
    app.addHook('onSend', async (_request, reply) => {
      if (lifecycle.shuttingDown) reply.header('connection', 'close');
    });
  },
);
