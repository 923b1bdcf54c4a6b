// The crew planner at 2,000 people x 31 days: seeds a fresh database (PGlite, or PostgreSQL
// when TEST_DATABASE_URL is set), serves the API on a free port and times each page of
// GET /plannerCrewCalendar for the month over HTTP.
// Usage: npm run bench:crew-planner -- [rounds]
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addScaleCrew, scaleMonth } from '../apps/server/src/testing/crew-scale';
import { seededApp } from './seeded-app';

const [rounds = '20'] = process.argv.slice(2);
const people = 2000;
const host = 'northwind.localhost';

const { app, handle, login, close } = await seededApp((seeded) =>
  addScaleCrew(seeded.db, 2, people),
);
await app.listen({ port: 0, host: '127.0.0.1' });
const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const token = await login('planner@northwind.crewhub.app', host);

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
await close();
