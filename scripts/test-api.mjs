// Runs the API tests on the embedded PGlite and, when a server answers on 127.0.0.1:5432 (or
// TEST_DATABASE_URL), on PostgreSQL, so both databases stay supported.
//
// Without PostgreSQL every suite runs on PGlite. With it, every suite runs on PostgreSQL and
// PGlite runs the suites where the two can differ: the database layer, the plugins around the
// request's transaction, backups, and the modules whose SQL leans on the engine (locks, queues,
// ranges, combined reads). The e2e specs drive the built app on PGlite through every user
// journey besides. PGlite runs the same queries 2.5 times slower than a PostgreSQL server, so the
// whole suite on both would not fit `npm test` into its time budget on two cores;
// `API_TESTS_PGLITE=all` runs every suite on PGlite as well.
import { spawnSync } from 'node:child_process';
import net from 'node:net';

// Suites whose outcome does not depend on the database: the OpenAPI lint and the sweeps that
// send malformed input to every operation (refused by the schemas before any SQL).
const databaseAgnostic = [
  'src/app.odd-inputs.test.ts',
  'src/app.bad-input.test.ts',
  'src/plugins/api-docs.spectral.test.ts',
];

// Suites where PGlite and a PostgreSQL server can behave differently.
const engineSensitive = [
  'src/db/',
  'src/lib/',
  'src/plugins/',
  'src/app.response-schemas.test.ts',
  'src/modules/auth/',
  'src/modules/mail/',
  'src/modules/home/',
  'src/modules/find-best-person/',
  'src/modules/planning-calendar/',
  'src/modules/projects/projects-calendar.routes.test.ts',
];

const run = (env, filters = [], exclude = []) =>
  spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'server',
      ...filters,
      ...exclude.flatMap((glob) => ['--exclude', `**/${glob}`]),
    ],
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
const everySuiteOnPglite = !withPostgres || process.env.API_TESTS_PGLITE === 'all';

console.log(
  `API tests on PGlite (${everySuiteOnPglite ? 'every suite' : 'engine-sensitive suites'})`,
);
const pgliteStatus = run(
  { TEST_DATABASE_URL: '' },
  everySuiteOnPglite ? [] : engineSensitive,
  withPostgres ? databaseAgnostic : [],
);
if (pgliteStatus !== 0) process.exit(1);

if (withPostgres) {
  console.log(`API tests on PostgreSQL (${hostname}:${port || 5432}), every suite`);
  process.exit(run({ TEST_DATABASE_URL: url }));
}
console.log('No PostgreSQL server answers; the API tests ran on PGlite only.');
