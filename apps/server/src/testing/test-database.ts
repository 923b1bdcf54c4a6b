import { randomBytes } from 'node:crypto';
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrationsFolder } from '../config';
import { openDatabase, pgliteHandle, type DatabaseHandle } from '../db/client';
import { seedDemo } from '../db/seed/seed-demo';
import { createLocalDiskStorage } from '../lib/storage/local-disk-storage';
import { deriveUrlSecret } from '../lib/storage/url-signer';
import { testSecret, testToday } from './test-constants';

const moduleDir = path.dirname(fileURLToPath(import.meta.url));
const folder = migrationsFolder(path.resolve(moduleDir, '..'));

/**
 * The migrated and seeded demo that every API test file starts from, built once per run by
 * the global setup: a PGlite data-dir dump, or a template database on the PostgreSQL server
 * named by TEST_DATABASE_URL, plus the files the seed stored.
 */
export type SeededTemplate = {
  filesDir: string;
  pgliteDump: string | null;
  postgresTemplate: string | null;
};

const onServer = async (serverUrl: string, statement: string) => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
};

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const migrateAndSeed = async (handle: DatabaseHandle, filesDir: string) => {
  await handle.migrate();
  const storage = createLocalDiskStorage({
    root: filesDir,
    urlSecret: deriveUrlSecret(testSecret),
  });
  // The demo's dates follow the test clock's day, so date-relative data is deterministic.
  await seedDemo(handle.db, { today: testToday, storage });
};

/** Builds the seeded template under `workDir`; the returned function removes it again. */
export const buildSeededTemplate = async (
  workDir: string,
): Promise<{ template: SeededTemplate; drop: () => Promise<void> }> => {
  const filesDir = path.join(workDir, 'files');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = new PGlite();
    await migrateAndSeed(pgliteHandle(client, folder), filesDir);
    const pgliteDump = path.join(workDir, 'seeded.tar');
    const dump = await client.dumpDataDir('none');
    await writeFile(pgliteDump, Buffer.from(await dump.arrayBuffer()));
    await client.close();
    return {
      template: { filesDir, pgliteDump, postgresTemplate: null },
      drop: () => Promise.resolve(),
    };
  }
  const name = `crewhub_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const handle = openDatabase({
    databaseUrl: databaseUrl(serverUrl, name),
    migrationsFolder: folder,
  });
  await migrateAndSeed(handle, filesDir);
  await handle.close();
  return {
    template: { filesDir, pgliteDump: null, postgresTemplate: name },
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
};

/** Copying a template fails while another copy still holds it open for a moment. */
const createFromTemplate = async (serverUrl: string, name: string, template: string) => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await onServer(serverUrl, `create database ${name} template ${template}`);
    } catch (error) {
      const busy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!busy || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
};

/**
 * A private copy of the seeded template for one test file (its files copied to `filesDir`):
 * an in-memory PGlite loaded from the dump, or a new database on the PostgreSQL server,
 * dropped again on close.
 */
export const openSeededCopy = async (
  template: SeededTemplate,
  filesDir: string,
): Promise<DatabaseHandle> => {
  await cp(template.filesDir, filesDir, { recursive: true });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl || !template.postgresTemplate) {
    if (!template.pgliteDump) throw new Error('The seeded template has no PGlite dump');
    const dump = new Blob([await readFile(template.pgliteDump)]);
    return pgliteHandle(await PGlite.create({ loadDataDir: dump }), folder);
  }
  const name = `crewhub_test_${randomBytes(6).toString('hex')}`;
  await createFromTemplate(serverUrl, name, template.postgresTemplate);
  const handle = openDatabase({
    databaseUrl: databaseUrl(serverUrl, name),
    migrationsFolder: folder,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
};
