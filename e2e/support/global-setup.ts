import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseUrl, port } from './server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// A fresh embedded database is migrated and seeded first: about 30 s of CPU, minutes on a busy machine.
const waitForServer = async (url: string, server: ChildProcess, timeoutMs = 240_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer on ${url} within ${timeoutMs} ms`);
};

/**
 * Starts the built app on a fresh embedded database for the whole e2e run. Not Playwright's
 * webServer: the seeded data lives in a temporary folder that must be made before and removed after.
 */
export default async function setup() {
  const serverEntry = path.join(root, 'apps/server/dist/main.js');
  if (!existsSync(serverEntry) || !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build the app first: npm run build');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crewhub-e2e-'));
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Every home the journeys open is also built afresh and compared with the statement kept
      // per shape (db/statement-cache.ts), as in the API tests.
      STATEMENT_CACHE_VERIFY: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForServer(`${baseUrl}/version.json`, server);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
