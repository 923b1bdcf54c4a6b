import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../config';
import { openDatabase, queryRows } from './client';

const serverUrl = process.env.TEST_DATABASE_URL;
const folder = migrationsFolder(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));

const onServer = async (statement: string) => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
};

describe.skipIf(!serverUrl)('migrations on PostgreSQL', () => {
  it('run once when several nodes start together', async () => {
    const name = `crewhub_migrate_${randomBytes(6).toString('hex')}`;
    await onServer(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const nodes = [1, 2, 3].map(() =>
      openDatabase({ databaseUrl: url.toString(), migrationsFolder: folder }),
    );
    try {
      await Promise.all(nodes.map((node) => node.migrate()));
      const [row] = await queryRows<{ applied: number }>(
        nodes[0]!.db,
        sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
      );
      const journal = await import(path.join(folder, 'meta', '_journal.json'), {
        with: { type: 'json' },
      });
      expect(row!.applied).toBe(journal.default.entries.length);
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
      await onServer(`drop database if exists ${name} with (force)`);
    }
  });
});
