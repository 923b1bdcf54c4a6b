// The app over a fresh copy of the seeded demo (PGlite, or PostgreSQL when TEST_DATABASE_URL is
// set), for benchmarks that measure it in process.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../apps/server/src/app';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { systemClock } from '../apps/server/src/lib/clock';
import { buildSeededTemplate, openSeededCopy } from '../apps/server/src/testing/test-database';

export type SeededApp = {
  app: App;
  handle: DatabaseHandle;
  /** Logs in through the API as the Crewhub client would and gives the token. */
  login: (email: string, host?: string) => Promise<string>;
  close: () => Promise<void>;
};

/** The app over `handle` as benchmarks run it; with `webDist`, it also serves that web build. */
export const benchApp = (handle: DatabaseHandle, webDist: string | null = null): Promise<App> =>
  buildApp({
    db: handle.db,
    clock: systemClock,
    jwtSecret: new TextEncoder().encode('bench-secret-that-is-long-enough-for-hs256'),
    tokenTtlSeconds: 3600,
    version: { version: 'bench', commit: 'bench', builtAt: new Date().toISOString() },
    webDist,
  });

export const seededApp = async (
  prepare: (handle: DatabaseHandle) => Promise<void> = async () => {},
): Promise<SeededApp> => {
  const workDir = await mkdtemp(path.join(tmpdir(), 'crewhub-bench-'));
  const { template, drop } = await buildSeededTemplate(workDir);
  const handle = await openSeededCopy(template, path.join(workDir, 'bench-files'));
  await prepare(handle);
  const app = await benchApp(handle);
  const login = async (email: string, host = 'localhost') => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/token',
      headers: { host, type: 'MOBILE', 'x-xsrf-token': 'bench' },
      cookies: { 'XSRF-TOKEN': 'bench' },
      payload: { email, password: 'demo2026' },
    });
    return response.json<{ token: string }>().token;
  };
  const close = async () => {
    await app.close();
    await handle.close();
    await drop();
    await rm(workDir, { recursive: true, force: true });
  };
  return { app, handle, login, close };
};
