import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type App, type AppOptions } from '../app';
import { hearChanges, type ChangeNotices } from '../db/change-notices';
import type { DatabaseHandle } from '../db/client';
import { fixedClock } from '../lib/clock';
import { createLocalDiskStorage } from '../lib/storage/local-disk-storage';
import type { FileStorage } from '../lib/storage/storage';
import { deriveUrlSecret } from '../lib/storage/url-signer';
import type { Lifecycle } from '../plugins/health';
import { testSecret, testToday } from './test-constants';
import { openSeededCopy } from './test-database';

export { testSecret, testToday };
export const demoHost = 'localhost';
export const otherTenantHost = 'northwind.localhost';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type RequestOptions = {
  host?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  xsrf?: boolean;
};

export type TestContext = {
  app: App;
  handle: DatabaseHandle;
  /** Where this file's uploads and generated PDFs are stored (a temporary folder). */
  filesDir: string;
  /** The app's blob storage over `filesDir`. */
  storage: FileStorage;
  clock: ReturnType<typeof fixedClock>;
  changeNotices: ChangeNotices;
  /** Set `shuttingDown` to see the app as it is after SIGTERM. */
  lifecycle: Lifecycle;
  request: (
    method: Method,
    url: string,
    options?: RequestOptions,
  ) => Promise<LightMyRequestResponse>;
  login: (credentials: Record<string, string>, host?: string) => Promise<string>;
};

const xsrfToken = 'test-xsrf-token-value';

/**
 * Builds the app once per test file on its own copy of the seeded demo (see
 * seeded-template.setup.ts). Writes carry a matching
 * XSRF cookie and header unless `xsrf: false`; `token` adds the Bearer header and its Type.
 */
export const useTestApp = (
  options: { publicRequestsPerMinute?: number; webDist?: string; trustProxy?: boolean } = {},
): TestContext => {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.filesDir = await mkdtemp(path.join(tmpdir(), 'crewhub-test-files-'));
    context.handle = await openSeededCopy(inject('seededTemplate'), context.filesDir);
    const storage = createLocalDiskStorage({
      root: context.filesDir,
      urlSecret: deriveUrlSecret(testSecret),
    });
    context.storage = storage;
    context.clock = fixedClock(new Date(`${testToday}T09:00:00Z`));
    context.lifecycle = { shuttingDown: false };
    context.changeNotices = await hearChanges(context.handle.listenForChanges);
    context.app = await anotherNode(context, {
      lifecycle: context.lifecycle,
      trustProxy: options.trustProxy ?? false,
      webDist: options.webDist ?? null,
      // Tests log in far more often than people; the per-IP cap has its own test.
      publicRequestsPerMinute: options.publicRequestsPerMinute ?? 10_000,
      changeNotices: context.changeNotices,
    });
    context.request = async (method, url, options = {}) => {
      // A test's own writes (factories, SQL) reach the app as notices, as another node's
      // would: each request waits for them, so it never answers from before them.
      await context.changeNotices.caughtUp();
      const headers: Record<string, string> = {
        host: options.host ?? demoHost,
        ...options.headers,
      };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const write = method !== 'GET';
      const useXsrf = write && options.xsrf !== false;
      if (useXsrf) headers['x-xsrf-token'] = xsrfToken;
      return context.app.inject({
        method,
        url,
        headers,
        cookies: useXsrf ? { 'XSRF-TOKEN': xsrfToken } : {},
        ...(options.body !== undefined ? { payload: options.body as object } : {}),
      });
    };
    context.login = async (credentials, host) => {
      const response = await context.request('POST', '/api/v1/auth/token', {
        host,
        body: credentials,
        headers: { type: 'MOBILE' },
      });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      return response.json<{ token: string }>().token;
    };
  });
  afterAll(async () => {
    await context.app?.close();
    await context.changeNotices?.close();
    await context.handle?.close();
    if (context.filesDir) await rm(context.filesDir, { recursive: true, force: true });
  });
  return context;
};

/**
 * An API node over this file's database, with its clock, secret and storage: the file's own app
 * (`useTestApp`), and others for what must hold across nodes. Without `changeNotices` it keeps
 * nothing in memory.
 */
export const anotherNode = (ctx: TestContext, options: Partial<AppOptions> = {}): Promise<App> =>
  buildApp({
    db: ctx.handle.db,
    clock: ctx.clock,
    jwtSecret: testSecret,
    tokenTtlSeconds: 3600,
    version: { version: 'test', commit: 'test', builtAt: '2026-11-23T00:00:00Z' },
    webDist: null,
    storage: ctx.storage,
    ...options,
  });

export const demoLogin = (local: string, domain = 'demo.crewhub.app') => ({
  email: `${local}@${domain}`,
  password: 'demo2026',
});
