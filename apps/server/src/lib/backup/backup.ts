import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';

const run = promisify(execFile);

/** Where the data lives: PGlite under `dataDir/pglite` unless `databaseUrl` names a server. */
export type BackupSource = { dataDir: string; databaseUrl?: string };

type Manifest = { kind: 'pglite' | 'postgres'; createdAt: string };

const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');
const filesDir = (dataDir: string) => path.join(dataDir, 'files');
const pgliteDump = 'database.pglite.tar.gz';
const postgresDump = 'database.pgdump';
const usesServer = (source: BackupSource) => source.databaseUrl?.startsWith('postgres') === true;

const exists = (target: string) =>
  stat(target).then(
    () => true,
    () => false,
  );

/** Copies the stored files (uploads, generated PDFs, photos) next to the database dump. */
const copyFiles = async (from: string, to: string) => {
  await rm(to, { recursive: true, force: true });
  if (await exists(from)) await cp(from, to, { recursive: true });
  else await mkdir(to, { recursive: true });
};

/**
 * Writes a backup folder `<target>/crewhub-<time>`: the database (a pg_dump custom-format file
 * taken inside one snapshot, or the PGlite data directory dumped as a tarball) and a copy of
 * the stored files. PGlite belongs to one process: stop the node before backing it up.
 */
export const backup = async (
  source: BackupSource,
  target: string,
  now = new Date(),
): Promise<string> => {
  const folder = path.join(target, `crewhub-${now.toISOString().replace(/[:.]/g, '-')}`);
  await mkdir(folder, { recursive: true });
  const kind = usesServer(source) ? 'postgres' : 'pglite';
  if (kind === 'postgres') {
    await run('pg_dump', [
      '--format=custom',
      '--file',
      path.join(folder, postgresDump),
      source.databaseUrl!,
    ]);
  } else {
    if (!(await exists(pgliteDir(source.dataDir)))) {
      throw new Error(`No embedded database under ${source.dataDir}; check DATA_DIR`);
    }
    const client = await PGlite.create(pgliteDir(source.dataDir));
    try {
      const dump = await client.dumpDataDir('gzip');
      await writeFile(path.join(folder, pgliteDump), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  }
  await copyFiles(filesDir(source.dataDir), path.join(folder, 'files'));
  const manifest: Manifest = { kind, createdAt: now.toISOString() };
  await writeFile(path.join(folder, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return folder;
};

/**
 * Puts a backup folder back: the database replaced as a whole, the stored files likewise. Run
 * with every node stopped; a PostgreSQL restore drops and recreates the backed-up objects.
 */
export const restore = async (folder: string, destination: BackupSource): Promise<void> => {
  const manifest = JSON.parse(
    await readFile(path.join(folder, 'manifest.json'), 'utf8'),
  ) as Manifest;
  if (manifest.kind !== (usesServer(destination) ? 'postgres' : 'pglite')) {
    throw new Error(`This is a ${manifest.kind} backup; set DATABASE_URL to match it`);
  }
  if (manifest.kind === 'postgres') {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--dbname',
      destination.databaseUrl!,
      path.join(folder, postgresDump),
    ]);
  } else {
    const target = pgliteDir(destination.dataDir);
    await rm(target, { recursive: true, force: true });
    const dump = new Blob([await readFile(path.join(folder, pgliteDump))]);
    const client = await PGlite.create(target, { loadDataDir: dump });
    await client.close();
  }
  await copyFiles(path.join(folder, 'files'), filesDir(destination.dataDir));
};
