// Throughput and tail latency of API calls under load, with autocannon, against a running
// server (issue 17). Logs in as BENCH_EMAIL (default crew@) and hammers each path in turn.
// Usage: BENCH_URL=http://localhost:3413 npm run bench:throughput -- [seconds] [connections] [paths…]
// BENCH_PID=<server pid> adds the server's CPU milliseconds per request: on a busy machine the
// req/s swing with the neighbours' load, the CPU each request costs much less.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { loginOverHttp } from './http-login';

const baseUrl = process.env.BENCH_URL ?? 'http://localhost:3000';
const email = process.env.BENCH_EMAIL ?? 'crew@demo.crewhub.app';
const [seconds = '20', connections = '50', ...given] = process.argv.slice(2);
const paths = given.length > 0 ? given : ['/api/v1/home', '/api/v1/jobs', '/api/v1/userRights'];

const serverPid = process.env.BENCH_PID;
/** User + system CPU of the server process in ms (Linux /proc; clock ticks of 10 ms). */
const serverCpuMs = () => {
  if (!serverPid) return 0;
  const fields = readFileSync(`/proc/${serverPid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const token = await loginOverHttp(baseUrl, email);
const rows = [];
for (const path of paths) {
  const cpuBefore = serverCpuMs();
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    connections: Number(connections),
    duration: Number(seconds),
    headers: { authorization: `Bearer ${token}`, type: 'MOBILE', 'accept-encoding': 'br, gzip' },
  });
  rows.push({
    path,
    connections: Number(connections),
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    ...(serverPid && {
      'server CPU ms/req': +((serverCpuMs() - cpuBefore) / result.requests.total).toFixed(3),
    }),
  });
}
console.table(rows);
