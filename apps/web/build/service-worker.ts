import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

type Chunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
};
type Manifest = Record<string, Chunk>;

/** What public/sw.js holds until a build fills in the real list. */
const precachePlaceholder = "{ version: 'dev', files: [] }";

/** Namespaces the sign-in page needs (see lib/i18n.ts), precached in every language. */
const loginNamespaces = /\/(common|navigation|auth)\.json$/;
const loginRoute = 'src/app/routes/auth/login.tsx';

/**
 * Lazy chunks worth having before anyone asks: the frames, the toast host and the offline
 * pieces, which only load once the network is gone. Screens other than the sign-in form and the
 * other namespaces are cached when they are first opened, so a visit does not download them all.
 */
const precached = (key: string): boolean => {
  if (key.startsWith('src/locales/')) return loginNamespaces.test(key);
  if (key.startsWith('src/app/routes/')) return key === loginRoute;
  return true;
};

/** The files the app needs to open the sign-in page (and the signed-in frame) with no network. */
const precacheFiles = (manifest: Manifest, entryKey: string): string[] => {
  const files = new Set<string>();
  const seen = new Set<string>();
  const queue = [entryKey];
  for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])].forEach((file) => files.add(file));
    queue.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []).filter(precached));
  }
  files.delete('index.html');
  return [...files].sort().map((file) => `/${file}`);
};

/**
 * Writes the build's precache list and a version into dist/sw.js. The version changes with
 * every deploy whose files change, so the browser installs the new worker and drops the old
 * shell cache; hashed names make the list exact.
 */
export const serviceWorkerPrecache = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'crewhub-service-worker-precache',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // writeBundle runs before closeBundle, where precompress.ts compresses the finished worker.
    writeBundle: async () => {
      const manifest = JSON.parse(
        await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'),
      ) as Manifest & Record<string, { isEntry?: boolean }>;
      const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
      if (!entryKey) throw new Error('the build manifest has no entry');
      const files = precacheFiles(manifest, entryKey);
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      const workerFile = path.join(outDir, 'sw.js');
      const worker = await readFile(workerFile, 'utf8');
      if (!worker.includes(precachePlaceholder)) {
        throw new Error(`public/sw.js lacks the precache placeholder ${precachePlaceholder}`);
      }
      const build = JSON.stringify({ version, files });
      await writeFile(workerFile, worker.replace(precachePlaceholder, build));
    },
  };
};
