import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrationsFolder } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';

const moduleDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export const createTestDatabase = async (): Promise<DatabaseHandle> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const folder = migrationsFolder(path.resolve(moduleDir, '..'));
  if (!serverUrl) {
    const handle = openDatabase({ migrationsFolder: folder });
    await handle.migrate();
    return handle;
  }
  const name = `crewhub_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), migrationsFolder: folder });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
};
