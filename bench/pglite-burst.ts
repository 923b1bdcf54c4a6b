// A burst against one node on the embedded PGlite: `connections` clients call /home as fast as
// they can for `seconds`. With load shedding every answer is 2xx or 503 with Retry-After, and no
// client waits until its own timeout.
// Usage: npm run bench:burst -- [connections] [seconds] [maxInFlight]
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app';
import { hearChanges } from '../apps/server/src/db/change-notices';
import { systemClock } from '../apps/server/src/lib/clock';
import { seededApp } from './seeded-app';

const [connections = 200, seconds = 20, maxInFlight = 8] = process.argv.slice(2).map(Number);
const seeded = await seededApp();
// The same database, served over HTTP with the bound the server uses on PGlite.
const app = await buildApp({
  db: seeded.handle.db,
  clock: systemClock,
  jwtSecret: new TextEncoder().encode('bench-secret-that-is-long-enough-for-hs256'),
  tokenTtlSeconds: 3600,
  version: { version: 'bench', commit: 'bench', builtAt: new Date().toISOString() },
  webDist: null,
  maxInFlightRequests: maxInFlight,
  // As main.ts serves it: what the node keeps lasts until the database notices a change.
  changeNotices: await hearChanges(seeded.handle.listenForChanges),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as AddressInfo).port;
const token = await seeded.login('crew@demo.crewhub.app');

// The clients run in their own process: in this one they would wait on the same event loop as
// the embedded database and measure themselves.
const child = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    'bench/burst-client.ts',
    String(port),
    token,
    String(connections),
    String(seconds),
  ],
  { stdio: ['ignore', 'inherit', 'inherit'] },
);
await new Promise((resolve) => child.once('exit', resolve));
await app.close();
await seeded.close();
