// Measures request latency of one API call against a running server.
// Usage: npm run bench:api -- [path] [requests] [concurrency]
// e.g.   npm start & npm run bench:api -- /api/v1/userRights 2000 8
import { loginOverHttp } from './http-login';

const baseUrl = process.env.BENCH_URL ?? 'http://localhost:3000';
const [path = '/api/v1/userRights', total = '2000', concurrency = '8'] = process.argv.slice(2);
const email = process.env.BENCH_EMAIL ?? 'planner@demo.crewhub.app';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const token = await loginOverHttp(baseUrl, email);
const durations: number[] = [];
let next = 0;
const worker = async () => {
  while (next < Number(total)) {
    next += 1;
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { authorization: `Bearer ${token}`, type: 'MOBILE' },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    durations.push(performance.now() - started);
  }
};
const started = performance.now();
await Promise.all(Array.from({ length: Number(concurrency) }, worker));
const seconds = (performance.now() - started) / 1000;
durations.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    path,
    requests: durations.length,
    concurrency: Number(concurrency),
    requestsPerSecond: Math.round(durations.length / seconds),
    p50ms: +percentile(durations, 50).toFixed(2),
    p95ms: +percentile(durations, 95).toFixed(2),
    p99ms: +percentile(durations, 99).toFixed(2),
  }),
);

export {};
