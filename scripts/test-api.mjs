// Runs the API tests on the embedded PGlite, then again on PostgreSQL when a server answers
// on 127.0.0.1:5432 (or TEST_DATABASE_URL), so both databases stay supported.
import { spawnSync } from 'node:child_process';
import net from 'node:net';

const run = (env) =>
  spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  }).status ?? 1;

const answers = (host, port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

console.log('API tests on PGlite');
if (run({ TEST_DATABASE_URL: '' }) !== 0) process.exit(1);

const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const { hostname, port } = new URL(url);
if (await answers(hostname, Number(port || 5432))) {
  console.log(`API tests on PostgreSQL (${hostname}:${port || 5432})`);
  process.exit(run({ TEST_DATABASE_URL: url }));
}
console.log('No PostgreSQL server answers; the API tests ran on PGlite only.');
