// Counts the database round trips (statements sent, BEGIN and COMMIT included) of a few
// typical requests: GET /home and GET /jobs as crew@, and crew@ declining a payroll line, plus
// GET /home for each of the demo's other roles (chief@, planner@, office@, client@).
// Runs on PostgreSQL, where every statement is one call of the driver's Client.query.
// Usage: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:round-trips
import pg from 'pg';
import { seededApp } from './seeded-app';

if (!process.env.TEST_DATABASE_URL) throw new Error('Set TEST_DATABASE_URL to a PostgreSQL server');

let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (query as (...rest: unknown[]) => unknown).apply(this, args);
} as typeof query;

const { app, login, close } = await seededApp();
const xsrf = { headers: { 'x-xsrf-token': 'bench' }, cookies: { 'XSRF-TOKEN': 'bench' } };
const token = await login('crew@demo.crewhub.app');
const auth = { authorization: `Bearer ${token}`, type: 'MOBILE' };

/** Statements one request sends; the request must succeed. */
const countOf = async (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = auth,
) => {
  statements = 0;
  const response = await app.inject({
    method,
    url,
    headers: { ...headers, ...xsrf.headers },
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

const homeOf: Record<string, number> = {};
for (const who of ['chief', 'planner', 'office', 'client']) {
  const other = await login(`${who}@demo.crewhub.app`);
  const headers = { authorization: `Bearer ${other}`, type: 'MOBILE' };
  homeOf[`home as ${who}@`] = (await countOf('GET', '/api/v1/home', undefined, headers)).statements;
}

console.log(
  JSON.stringify({
    home: home.statements,
    ...homeOf,
    jobs: jobs.statements,
    declinePayrollLine: decline.statements,
  }),
);
await close();
