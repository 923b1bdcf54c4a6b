import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig, migrationsFolder } from './config';
import { hearChanges } from './db/change-notices';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed/seed-demo';
import { systemClock } from './lib/clock';
import { gracefulShutdown } from './lib/graceful-shutdown';
import { createPasswordResetHandler } from './modules/auth/password.service';
import { createNominatimGeocoder } from './modules/locations/nominatim-geocoder';
import { createLocalDiskStorage } from './lib/storage/local-disk-storage';
import { deriveUrlSecret } from './lib/storage/url-signer';
import { randomToken } from './lib/secure-token';
import { startMailDelivery } from './modules/mail/mail-delivery';
import { createQueueingMailer } from './modules/mail/mail-queue';
import { createPushHandler, createReminderHandler, loadVapidKeys } from './modules/notifications';
import { createCalendarInvitationHandler } from './modules/project-exports';
import type { VersionInfo } from './plugins/web-app';

const moduleDir = path.dirname(fileURLToPath(import.meta.url));
const config = loadConfig();
const dataDir = path.resolve(config.DATA_DIR);

/** A single node can keep its own secret; several nodes must share JWT_SECRET. */
const jwtSecret = (): Uint8Array => {
  if (config.JWT_SECRET) return new TextEncoder().encode(config.JWT_SECRET);
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomToken(48), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
};

const versionInfo = (): VersionInfo => {
  const file = path.join(moduleDir, 'version.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VersionInfo;
  return { version: '0.0.0-dev', commit: 'dev', builtAt: new Date().toISOString() };
};

const handle = openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: path.join(dataDir, 'pglite'),
  migrationsFolder: migrationsFolder(moduleDir),
});
await handle.migrate();
const secret = jwtSecret();
// One storage for the demo seed's PDFs and the app, so seeded files open through signed links.
const storage = createLocalDiskStorage({
  root: path.join(dataDir, 'files'),
  urlSecret: deriveUrlSecret(secret),
});
if (config.SEED_DEMO && (await seedDemo(handle.db, { storage, port: config.PORT }))) {
  console.log('Seeded the demo tenants.');
}

// Every node signs pushes with the same key: the environment's, or the one kept in the database.
const vapid = await loadVapidKeys(handle.db, {
  publicKey: config.VAPID_PUBLIC_KEY,
  privateKey: config.VAPID_PRIVATE_KEY,
  subject: config.VAPID_SUBJECT,
});
const mailer = createQueueingMailer({ clock: systemClock });

const lifecycle = { shuttingDown: false };
const changeNotices = await hearChanges(handle.listenForChanges);
const app = await buildApp({
  lifecycle,
  metricsToken: config.METRICS_TOKEN,
  maxInFlightRequests: config.MAX_IN_FLIGHT_REQUESTS ?? (handle.kind === 'pglite' ? 8 : 200),
  db: handle.db,
  clock: systemClock,
  jwtSecret: secret,
  tokenTtlSeconds: config.TOKEN_TTL_SECONDS,
  version: versionInfo(),
  webDist: path.resolve(moduleDir, '../../web/dist'),
  storage,
  mailer,
  vapid,
  geocoder: config.GEOCODER_NOMINATIM_URL
    ? createNominatimGeocoder({
        baseUrl: config.GEOCODER_NOMINATIM_URL,
        userAgent: `Crewhub/${versionInfo().version}`,
      })
    : undefined,
  logger: { level: config.LOG_LEVEL },
  trustProxy: config.TRUST_PROXY,
  changeNotices,
});

const mailDelivery = startMailDelivery({
  db: handle.db,
  storage,
  clock: systemClock,
  smtpUrl: config.SMTP_URL,
  logger: app.log,
  handlers: {
    push: createPushHandler({ db: handle.db, vapid }),
    reminder: createReminderHandler({ db: handle.db, clock: systemClock, mailer }),
    calendarInvitations: createCalendarInvitationHandler({
      db: handle.db,
      clock: systemClock,
      mailer,
      storage,
    }),
    passwordReset: createPasswordResetHandler({ db: handle.db, clock: systemClock, mailer }),
  },
});

const shutdown = async () => {
  // Mail being sent finishes first; jobs not yet taken stay queued for the other nodes.
  await mailDelivery.stop();
  await gracefulShutdown({
    app,
    lifecycle,
    closeDatabase: async () => {
      await changeNotices.close();
      await handle.close();
    },
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  });
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.PORT, host: config.HOST });
console.log(`Crewhub is running on http://localhost:${config.PORT} (${handle.kind} database)`);
