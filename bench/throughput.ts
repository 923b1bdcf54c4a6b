// Throughput and tail latency of API calls under load, with autocannon, against running servers
// (issue 17). Logs in as BENCH_EMAIL (default crew@) and hammers each path in turn.
// Usage: BENCH_URL=http://localhost:3413 npm run bench:throughput -- [seconds] [connections] [paths…]
// Several servers (say a build before a change and one after) are measured side by side, one
// after the other for each path: BENCH_URL=http://127.0.0.1:3541,http://127.0.0.1:3542.
// BENCH_PID=<server pid>[,<pid>…] (one per URL; "1234+1235" sums a server's worker processes)
// adds the server's CPU milliseconds per request: on a busy machine the req/s swing with the
// neighbours' load, the CPU each request costs much less.
// BENCH_CHURN=<n> has another user of the tenant write n times a second meanwhile (a token
// refresh writes its session row), so what the servers keep in memory keeps ending, as in a
// busy tenant. BENCH_NO_CACHE=1 asks for fresh answers, so every call reads the database.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { freshAnswerHeaders } from './fresh-answers';
import { loginOverHttp } from './http-login';

const baseUrls = (process.env.BENCH_URL ?? 'http://localhost:3000').split(',');
const email = process.env.BENCH_EMAIL ?? 'crew@demo.crewhub.app';
const [seconds = '20', connections = '50', ...given] = process.argv.slice(2);
const paths = given.length > 0 ? given : ['/api/v1/home', '/api/v1/jobs', '/api/v1/userRights'];
const serverPids = process.env.BENCH_PID?.split(',') ?? [];
const churnPerSecond = Number(process.env.BENCH_CHURN ?? 0);

/** User + system CPU of a server's processes in ms (Linux /proc; clock ticks of 10 ms). */
const serverCpuMs = (pids: string) =>
  pids.split('+').reduce((sum, pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return sum + (Number(fields[11]) + Number(fields[12])) * 10;
  }, 0);

/** Writes in the tenant at `churnPerSecond` until the returned stop is called. */
const churning = async (baseUrl: string) => {
  if (!churnPerSecond) return () => {};
  const token = await loginOverHttp(baseUrl, 'planner@demo.crewhub.app');
  const headers = { authorization: `Bearer ${token}`, type: 'MOBILE' };
  const timer = setInterval(() => {
    void fetch(`${baseUrl}/api/v1/auth/refresh`, { headers }).then((answer) => answer.text());
  }, 1000 / churnPerSecond);
  return () => clearInterval(timer);
};

const tokens = await Promise.all(baseUrls.map((baseUrl) => loginOverHttp(baseUrl, email)));
const rows = [];
for (const path of paths) {
  for (const [index, baseUrl] of baseUrls.entries()) {
    const pids = serverPids[index];
    const cpuBefore = pids ? serverCpuMs(pids) : 0;
    const stopChurn = await churning(baseUrl);
    const result = await autocannon({
      url: `${baseUrl}${path}`,
      connections: Number(connections),
      duration: Number(seconds),
      headers: {
        authorization: `Bearer ${tokens[index]}`,
        type: 'MOBILE',
        'accept-encoding': 'br, gzip',
        ...freshAnswerHeaders,
      },
    });
    stopChurn();
    rows.push({
      ...(baseUrls.length > 1 && { server: baseUrl }),
      path,
      connections: Number(connections),
      ...(churnPerSecond && { 'writes/s': churnPerSecond }),
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      ...(pids && {
        'server CPU ms/req': +((serverCpuMs(pids) - cpuBefore) / result.requests.total).toFixed(3),
      }),
    });
  }
}
console.table(rows);
