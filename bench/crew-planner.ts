// The crew planner at 2,000 people x 31 days: seeds a fresh database (PGlite, or PostgreSQL
// when TEST_DATABASE_URL is set), serves the API on a free port and times each page of
// GET /plannerCrewCalendar for the month over HTTP.
// Usage: npm run bench:crew-planner -- [rounds]
import { mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app';
import { systemClock } from '../apps/server/src/lib/clock';
import { addScaleCrew, scaleMonth } from '../apps/server/src/testing/crew-scale';
import { buildSeededTemplate, openSeededCopy } from '../apps/server/src/testing/test-database';

const [rounds = '20'] = process.argv.slice(2);
const people = 2000;
const host = 'northwind.localhost';

const workDir = await mkdtemp(path.join(tmpdir(), 'crewhub-bench-'));
const { template, drop } = await buildSeededTemplate(workDir);
const handle = await openSeededCopy(template, path.join(workDir, 'bench-files'));
await addScaleCrew(handle.db, 2, people);
const app = await buildApp({
  db: handle.db,
  clock: systemClock,
  jwtSecret: new TextEncoder().encode('bench-secret-that-is-long-enough-for-hs256'),
  tokenTtlSeconds: 3600,
  version: { version: 'bench', commit: 'bench', builtAt: new Date().toISOString() },
  webDist: null,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const login = await app.inject({
  method: 'POST',
  url: '/api/v1/auth/token',
  headers: { host, type: 'MOBILE', 'x-xsrf-token': 'bench' },
  cookies: { 'XSRF-TOKEN': 'bench' },
  payload: { email: 'planner@northwind.crewhub.app', password: 'demo2026' },
});
const { token } = login.json<{ token: string }>();

// fetch() does not send a custom Host header, and the tenant comes from the host.
const download = (url: string) =>
  new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    get(
      url,
      { headers: { host, authorization: `Bearer ${token}`, type: 'MOBILE' } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
      },
    ).on('error', reject);
  });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const results = [];
for (const page of [1, 2]) {
  const url = `${baseUrl}/api/v1/plannerCrewCalendar?from=${scaleMonth.from}&to=${scaleMonth.to}&page=${page}`;
  const durations: number[] = [];
  let bytes = 0;
  for (let round = 0; round < Number(rounds); round += 1) {
    const started = performance.now();
    const response = await download(url);
    bytes = response.bytes;
    if (response.status !== 200) throw new Error(`page ${page} answered ${response.status}`);
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  results.push({
    page,
    rounds: durations.length,
    kilobytes: Math.round(bytes / 1024),
    p50ms: +percentile(durations, 50).toFixed(1),
    p95ms: +percentile(durations, 95).toFixed(1),
  });
}
console.log(JSON.stringify({ people, days: 31, database: handle.kind, results }));
await app.close();
await handle.close();
await drop();
await rm(workDir, { recursive: true, force: true });
