// The clients of bench/pglite-burst.ts: `connections` loops calling /home for `seconds`, then
// a JSON summary of the answers on stdout. BENCH_NO_CACHE=1 asks for fresh answers
// (`Cache-Control: no-cache`), so every call reads the database as a caller's first would.
import { freshAnswerHeaders } from './fresh-answers';

const [port, token, connectionsText, secondsText] = process.argv.slice(2);
const connections = Number(connectionsText);
const seconds = Number(secondsText);
const clientTimeoutMs = 10_000;

const tally = new Map<string, number>();
const count = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);
const durations: number[] = [];
let withoutRetryAfter = 0;
const until = Date.now() + seconds * 1000;
const client = async () => {
  while (Date.now() < until) {
    const started = performance.now();
    try {
      const response = await fetch(`http://localhost:${port}/api/v1/home`, {
        headers: { authorization: `Bearer ${token}`, type: 'MOBILE', ...freshAnswerHeaders },
        signal: AbortSignal.timeout(clientTimeoutMs),
      });
      await response.arrayBuffer();
      count(String(response.status));
      if (response.status === 503) {
        const retryAfter = Number(response.headers.get('retry-after'));
        if (!retryAfter) withoutRetryAfter += 1;
        // A well-behaved client (the web app's query retry does the same) waits as told.
        await new Promise((resolve) => setTimeout(resolve, (retryAfter || 1) * 1000));
      }
    } catch (error) {
      count(error instanceof Error && error.name === 'TimeoutError' ? 'client timeout' : 'error');
    }
    durations.push(performance.now() - started);
  }
};
await Promise.all(Array.from({ length: connections }, client));
durations.sort((a, b) => a - b);
const at = (p: number) => Math.round(durations[Math.floor((p / 100) * (durations.length - 1))]!);
console.log(
  JSON.stringify(
    {
      connections,
      seconds,
      answers: Object.fromEntries(tally),
      withoutRetryAfter,
      latencyMs: { p50: at(50), p99: at(99), max: at(100) },
    },
    null,
    2,
  ),
);
