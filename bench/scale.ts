// The calls of issue 17 on the tenant `npm run seed:scale` built, over HTTP against running
// servers on that database: p50/p95 and the gzip size of each answer. Several servers (say
// today's main and a branch, comma-separated in BENCH_URL) are called in turn, round by round,
// so both builds see the same load. The servers share JWT_SECRET: each user logs in once, on the
// first server, and every server is then asked with that token, so the answers (lastVisitAt
// included) must be the same byte for byte; the table says whether they are.
// Usage: BENCH_URL=http://127.0.0.1:3411,http://127.0.0.1:3412 DATABASE_URL=postgres://…/crewhub_scale npm run bench:scale -- [rounds]
// BENCH_ONLY='Home|Jobs' limits the run to the calls whose names match. BENCH_PIDS (the servers'
// process ids, in BENCH_URL's order) adds each call's server CPU time (user + system), which a
// loaded machine disturbs far less than the milliseconds. BENCH_LOGIN_EACH=1 logs in on every
// server: for builds on two copies of the database (a migration differs), where a session of one
// is unknown to the other; answers that show the session (home's lastVisitAt) then differ.
// BENCH_WARMUP (default 3) rounds of each call run first and are not counted: a server's first
// calls of a statement on each pooled connection plan it and Node compiles the code on its way;
// their times show apart as "first call ms". BENCH_RAW=1 prints every counted call's time.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { scale } from './scale-tenant';

const baseUrls = (process.env.BENCH_URL ?? 'http://127.0.0.1:3000')
  .split(',')
  .map((url) => new URL(url));
const host = 'northwind.localhost';
const rounds = Number(process.argv[2] ?? '20');
const warmupRounds = Number(process.env.BENCH_WARMUP ?? '3');

type Answer = { status: number; bytes: number; body: Buffer };

/** node:http, because fetch may not set the Host header the tenant is read from. */
const call = (
  baseUrl: URL,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
) =>
  new Promise<Answer>((resolve, reject) => {
    const req = request(
      { host: baseUrl.hostname, port: baseUrl.port, path: `/api/v1${path}`, method },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, bytes: raw.length, body: raw });
        });
      },
    );
    req.on('error', reject);
    // no-cache: the server answers from a read, never from what it keeps in memory.
    const all = { host, type: 'MOBILE', 'cache-control': 'no-cache', ...headers };
    for (const [name, value] of Object.entries(all)) {
      req.setHeader(name, value);
    }
    req.end(body);
  });

const login = async (baseUrl: URL, email: string) => {
  const answer = await call(
    baseUrl,
    'POST',
    '/auth/token',
    { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' },
    JSON.stringify({ email, password: 'demo2026' }),
  );
  const text = answer.body.toString();
  if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status} ${text}`);
  return (JSON.parse(text) as { token: string }).token;
};

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const { rows } = await client.query<{ id: number }>(
  `select i.id from project_crew_item i join project p on p.tenant_id = i.tenant_id and p.id = i.project_id
   where i.tenant_id = $1 and p.number = 'S-25000'`,
  [scale.tenantId],
);
const busy = await client.query<{ id: number }>(
  `select p.id from person p join login l on l.tenant_id = p.tenant_id and l.person_id = p.id
   where p.tenant_id = $1 and l.email = $2`,
  [scale.tenantId, scale.busyEmail],
);
await client.end();
const positionId = rows[0]?.id;
const busyPersonId = busy.rows[0]?.id;
if (!positionId || !busyPersonId) throw new Error('No scale data: run npm run seed:scale first');

const month = 'from=2026-06-01&to=2026-06-30';
/** BENCH_ONLY (a regular expression on the call's name) measures some of the calls only. */
const only = new RegExp(process.env.BENCH_ONLY ?? '.');
const allCalls: [string, 'planner' | 'crew', string][] = [
  ['Planning calendar, one month', 'planner', `/planningCalendarItems?${month}`],
  ['Projects calendar, one month', 'planner', `/projectsCalendarItems?${month}`],
  // What the projects calendar asked before it had its own call: the list's first 1,000.
  ['Projects list, one month of 1,000', 'planner', `/projects?${month}&limit=1000`],
  ['Crew planner, 1,000 people x 30 days', 'planner', `/plannerCrewCalendar?${month}&page=1`],
  ['Projects list, one page', 'planner', '/projects?limit=50&page=1'],
  ['Home, busy crew member', 'crew', '/home'],
  // The planner's home: the role's blocks (to-dos, positions to fill, requests) over the tenant.
  ['Home, planner', 'planner', '/home'],
  // The jobs screen asks a page of 25 (apps/web, get-jobs.ts); the whole tab, for comparison.
  ['Jobs, busy crew member', 'crew', '/jobs?tab=upcoming&page=1&limit=25'],
  ['Jobs, busy crew member, all upcoming', 'crew', '/jobs?tab=upcoming'],
  ['Find-best-person, one position', 'planner', `/projectCrewItems/${positionId}/bestPersons`],
  // The busy crew member's own payrolls, as the payrolls screen asks them.
  ['Payroll list', 'crew', `/persons/${busyPersonId}/payrolls?limit=50&page=1`],
];
const calls = allCalls.filter(([name]) => only.test(name));
const tokensOf = async (baseUrl: URL) => ({
  planner: await login(baseUrl, 'planner@northwind.crewhub.app'),
  crew: await login(baseUrl, scale.busyEmail),
});
const shared = await tokensOf(baseUrls[0]!);
const servers = [];
for (const [index, baseUrl] of baseUrls.entries()) {
  const own = process.env.BENCH_LOGIN_EACH === '1' && index > 0;
  servers.push({ baseUrl, tokens: own ? await tokensOf(baseUrl) : shared });
}

/** The answer's JSON text, whether or not the server compressed it. */
const textOf = (answer: Answer | undefined) => {
  if (!answer) return '';
  const gzipped = answer.body[0] === 0x1f && answer.body[1] === 0x8b;
  return (gzipped ? gunzipSync(answer.body) : answer.body).toString();
};

const pids = process.env.BENCH_PIDS?.split(',') ?? [];
/** CPU milliseconds the process has used so far (Linux: utime + stime in clock ticks of 10 ms). */
const cpuMs = (pid: string | undefined) => {
  if (!pid) return 0;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const results = [];
for (const [name, who, path] of calls) {
  const durations = servers.map(() => [] as number[]);
  const cpu = servers.map(() => 0);
  const answers: (Answer | undefined)[] = servers.map(() => undefined);
  const firstCall = servers.map(() => 0);
  for (let round = -warmupRounds; round < rounds; round += 1) {
    for (const [index, server] of servers.entries()) {
      if (answers[index] && answers[index].status !== 200) continue;
      const started = performance.now();
      const cpuBefore = cpuMs(pids[index]);
      answers[index] = await call(server.baseUrl, 'GET', path, {
        authorization: `Bearer ${server.tokens[who]}`,
        'accept-encoding': 'gzip',
      });
      const took = performance.now() - started;
      if (round === -warmupRounds) firstCall[index] = took;
      if (round < 0) continue;
      durations[index]!.push(took);
      if (process.env.BENCH_RAW) console.log(name, round, Math.round(took));
      cpu[index]! += cpuMs(pids[index]) - cpuBefore;
    }
  }
  for (const [index, server] of servers.entries()) {
    const sorted = durations[index]!.sort((a, b) => a - b);
    results.push({
      call: name,
      server: server.baseUrl.port,
      status: answers[index]?.status,
      'gzip KiB': Math.round((answers[index]?.bytes ?? 0) / 1024),
      'p50 ms': Math.round(percentile(sorted, 50)),
      'p95 ms': Math.round(percentile(sorted, 95)),
      'first call ms': Math.round(firstCall[index]!),
      ...(pids[index] ? { 'CPU ms per call': Math.round(cpu[index]! / sorted.length) } : {}),
      'same answer as first': textOf(answers[index]) === textOf(answers[0]),
    });
  }
}
console.table(results);
