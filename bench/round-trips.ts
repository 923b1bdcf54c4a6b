// Counts the database round trips (statements sent, BEGIN and COMMIT included) of a few
// typical requests: GET /home and GET /jobs as crew@, and crew@ declining a payroll line.
// Runs on PostgreSQL, where every statement is one call of the driver's Client.query.
// Usage: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:round-trips
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { systemClock } from '../apps/server/src/lib/clock';
import { buildSeededTemplate, openSeededCopy } from '../apps/server/src/testing/test-database';

if (!process.env.TEST_DATABASE_URL) throw new Error('Set TEST_DATABASE_URL to a PostgreSQL server');

let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (query as (...rest: unknown[]) => unknown).apply(this, args);
} as typeof query;

const workDir = await mkdtemp(path.join(tmpdir(), 'crewhub-round-trips-'));
const { template, drop } = await buildSeededTemplate(workDir);
const handle = await openSeededCopy(template, path.join(workDir, 'request-files'));
const app = await buildApp({
  db: handle.db,
  clock: systemClock,
  jwtSecret: new TextEncoder().encode('bench-secret-that-is-long-enough-for-hs256'),
  tokenTtlSeconds: 3600,
  version: { version: 'bench', commit: 'bench', builtAt: new Date().toISOString() },
  webDist: null,
});

const xsrf = { headers: { 'x-xsrf-token': 'bench' }, cookies: { 'XSRF-TOKEN': 'bench' } };
const login = await app.inject({
  method: 'POST',
  url: '/api/v1/auth/token',
  headers: { type: 'MOBILE', ...xsrf.headers },
  cookies: xsrf.cookies,
  payload: { email: 'crew@demo.crewhub.app', password: 'demo2026' },
});
const { token } = login.json<{ token: string }>();
const auth = { authorization: `Bearer ${token}`, type: 'MOBILE' };

/** Statements one request sends; the request must succeed. */
const countOf = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  statements = 0;
  const response = await app.inject({
    method,
    url,
    headers: { ...auth, ...xsrf.headers },
    cookies: xsrf.cookies,
    payload,
  });
  if (response.statusCode >= 400) throw new Error(`${url} answered ${response.statusCode}`);
  return { statements, body: response.json<Record<string, unknown>>() };
};

type Page<T> = { items: T[] };
const home = await countOf('GET', '/api/v1/home');
const jobs = await countOf('GET', '/api/v1/jobs');
const [payroll] = home.body.payrollsToConfirm as { number: string }[];
if (!payroll) throw new Error('crew@ has no payroll to confirm in the demo');
const items = (await countOf('GET', `/api/v1/payrolls/${payroll.number}/items`)).body as Page<{
  id: number;
  status: string;
}>;
const line = items.items.find((item) => item.status !== 'declined')!;
const decline = await countOf('POST', `/api/v1/payrollItems/${line.id}/decline`, {
  feedback: 'The hours on this line are one short.',
});

console.log(
  JSON.stringify({
    home: home.statements,
    jobs: jobs.statements,
    declinePayrollLine: decline.statements,
  }),
);
await app.close();
await handle.close();
await drop();
