// Runs the API tests on the embedded PGlite and, when a server answers on 127.0.0.1:5432 (or
// TEST_DATABASE_URL), on PostgreSQL too, so both databases stay supported. The two runs go side
// by side: vitest gives each run one worker on a two-core machine, and the PostgreSQL run
// waits on its server most of the time. Its report is held back and printed after PGlite's,
// so the two never interleave.
import { spawn } from 'node:child_process';
import net from 'node:net';

const run = (env, { quiet }) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'server'], {
      stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(output) }));
  });

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
const postgres = withPostgres ? run({ TEST_DATABASE_URL: url }, { quiet: true }) : null;
const pglite = await run({ TEST_DATABASE_URL: '' }, { quiet: false });

if (!postgres) {
  console.log('No PostgreSQL server answers; the API tests ran on PGlite only.');
  process.exit(pglite.code);
}
const onPostgres = await postgres;
console.log(`API tests on PostgreSQL (${hostname}:${port || 5432})`);
process.stdout.write(onPostgres.output);
process.exit(pglite.code || onPostgres.code);
