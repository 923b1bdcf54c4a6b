// Runs the API tests on the embedded PGlite, then again on PostgreSQL when a server answers
// on 127.0.0.1:5432 (or TEST_DATABASE_URL), so both databases stay supported.
import { spawnSync } from 'node:child_process';
import net from 'node:net';

// Suites whose outcome does not depend on the database: the OpenAPI lint and the sweeps that
// send malformed input to every operation (refused by the schemas before any SQL; both runs use
// the same PostgreSQL engine). They run once, on the PostgreSQL server when there is one, which
// is the faster of the two, and keep the whole test run inside its time budget.
const databaseAgnostic = [
  '**/app.odd-inputs.test.ts',
  '**/app.bad-input.test.ts',
  '**/api-docs.spectral.test.ts',
];

const run = (env, exclude = []) =>
  spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'server', ...exclude.flatMap((glob) => ['--exclude', glob])],
    { stdio: 'inherit', env: { ...process.env, ...env } },
  ).status ?? 1;

const answers = (host, port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const { hostname, port } = new URL(url);
const withPostgres = await answers(hostname, Number(port || 5432));

console.log('API tests on PGlite');
if (run({ TEST_DATABASE_URL: '' }, withPostgres ? databaseAgnostic : []) !== 0) process.exit(1);

if (withPostgres) {
  console.log(`API tests on PostgreSQL (${hostname}:${port || 5432})`);
  process.exit(run({ TEST_DATABASE_URL: url }));
}
console.log('No PostgreSQL server answers; the API tests ran on PGlite only.');
