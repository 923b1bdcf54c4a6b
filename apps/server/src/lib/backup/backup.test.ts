import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { backup, restore } from './backup';

const serverUrl = process.env.TEST_DATABASE_URL;
const hasPgDump = (() => {
  try {
    execFileSync('pg_dump', ['--version']);
    return true;
  } catch {
    return false;
  }
})();

let workDir: string;
afterEach(() => rm(workDir, { recursive: true, force: true }));

/** A data directory with one stored file; returns where things are. */
const dataDirWithFile = async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'crewhub-backup-'));
  const dataDir = path.join(workDir, 'data');
  await mkdir(path.join(dataDir, 'files', 'tenant-1'), { recursive: true });
  await writeFile(path.join(dataDir, 'files', 'tenant-1', 'note.pdf'), 'original');
  return { dataDir, backups: path.join(workDir, 'backups') };
};

/** Changes made after the backup that a restore must undo. */
const changeFiles = async (dataDir: string) => {
  await writeFile(path.join(dataDir, 'files', 'tenant-1', 'note.pdf'), 'overwritten');
  await writeFile(path.join(dataDir, 'files', 'tenant-1', 'later.pdf'), 'added later');
};

const expectFilesAsBackedUp = async (dataDir: string) => {
  const folder = path.join(dataDir, 'files', 'tenant-1');
  expect(await readdir(folder)).toEqual(['note.pdf']);
  expect(await readFile(path.join(folder, 'note.pdf'), 'utf8')).toBe('original');
};

// Each embedded database opened here starts a PostgreSQL in WebAssembly: a few seconds apiece.
// Those tests do not use the suite's database, so the run on PostgreSQL leaves them to the run
// on PGlite (scripts/test-api.mjs runs both).
const embeddedRun = !serverUrl;

describe('backup and restore', { timeout: 120_000 }, () => {
  it.runIf(embeddedRun)(
    'puts the embedded database and the stored files back as they were',
    async () => {
      const { dataDir, backups } = await dataDirWithFile();
      const database = path.join(dataDir, 'pglite');
      const write = async (statement: string) => {
        const client = await PGlite.create(database);
        await client.exec(statement);
        await client.close();
      };
      await write(`create table payroll (id int primary key, total_cents int);
      insert into payroll values (1, 123456);`);

      const folder = await backup({ dataDir }, backups);
      await write('update payroll set total_cents = 0; insert into payroll values (2, 5);');
      await changeFiles(dataDir);
      await restore(folder, { dataDir });

      const client = await PGlite.create(database);
      const { rows } = await client.query('select id, total_cents from payroll order by id');
      await client.close();
      expect(rows).toEqual([{ id: 1, total_cents: 123456 }]);
      await expectFilesAsBackedUp(dataDir);
    },
  );

  it.runIf(embeddedRun)('refuses a backup of the other database kind', async () => {
    const { dataDir, backups } = await dataDirWithFile();
    await PGlite.create(path.join(dataDir, 'pglite')).then((client) => client.close());
    const folder = await backup({ dataDir }, backups);
    await expect(
      restore(folder, { dataDir, databaseUrl: 'postgres://nobody@127.0.0.1:1/none' }),
    ).rejects.toThrow('This is a pglite backup');
  });

  it.skipIf(!serverUrl || !hasPgDump)(
    'puts a PostgreSQL database and the stored files back as they were',
    async () => {
      const { dataDir, backups } = await dataDirWithFile();
      const name = `crewhub_backup_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        await client.query(`create table payroll (id int primary key, total_cents int);
          insert into payroll values (1, 123456);`);
        const folder = await backup({ dataDir, databaseUrl: url.toString() }, backups);
        await client.query(
          'update payroll set total_cents = 0; insert into payroll values (2, 5);',
        );
        await changeFiles(dataDir);
        await restore(folder, { dataDir, databaseUrl: url.toString() });
        const { rows } = await client.query('select id, total_cents from payroll order by id');
        expect(rows).toEqual([{ id: 1, total_cents: 123456 }]);
        await expectFilesAsBackedUp(dataDir);
      } finally {
        await client.end();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
