// Gzip size of what each route loads in a cold browser, from the web build's manifest
// (issue 17). `--check` fails when the sign-in page exceeds its budget; `npm run test:e2e`
// runs it right after its build.
// Usage: npm run build -w @crewhub/web && npm run bench:bundle [-- --check] [-- --all]
//        BENCH_WEB_DIST=<a web dist folder> npm run bench:bundle
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Everything loaded before the login form can be used, at most 150 KB gzip (issue 17): 150,000
 * bytes are 146.48 KiB. The lean sign-in page (apps/web/src/shell) loads React, i18next,
 * Mantine's provider and the form's components; the router, TanStack Query and the frames load
 * with the app after it (docs/performance.md).
 */
const loginBudgetKiB = 146.4;

type Chunk = {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  src?: string;
};
type Manifest = Record<string, Chunk>;

// BENCH_WEB_DIST: another build's folder, to set two builds side by side.
const dist = path.resolve(
  process.env.BENCH_WEB_DIST ??
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist'),
);
const manifest = JSON.parse(
  readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
) as Manifest;
const gzipBytes = new Map<string, number>();
const gzipped = (file: string) => {
  const known = gzipBytes.get(file);
  if (known !== undefined) return known;
  const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  gzipBytes.set(file, size);
  return size;
};

/** The files a chunk loads before it runs: itself, its static imports and their CSS. */
const closure = (keys: string[], files = new Set<string>(), seen = new Set<string>()) => {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    closure(chunk.imports ?? [], files, seen);
  }
  return files;
};

const kib = (bytes: number) => +(bytes / 1024).toFixed(1);
const sizeOf = (files: Set<string>) => {
  const list = [...files];
  const sum = (pick: (file: string) => boolean) =>
    list.filter(pick).reduce((total, file) => total + gzipped(file), 0);
  return {
    js: kib(sum((file) => file.endsWith('.js'))),
    css: kib(sum((file) => file.endsWith('.css'))),
    total: kib(sum(() => true)),
  };
};

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('the build manifest has no entry');
/**
 * A signed-in start's first screen is three named chunks (apps/web/build/chunk-groups.ts): the
 * full app, which the entry loads for every page but the signed-out sign-in page, the signed-in
 * frame and the crew's home.
 */
const findGroupKey = (name: string) =>
  Object.keys(manifest).find(
    (candidate) => manifest[candidate]!.name === name && candidate.endsWith('.js'),
  );
const groupKey = (name: string) => {
  const key = findGroupKey(name);
  if (!key) throw new Error(`the build manifest has no ${name} chunk`);
  return key;
};
const appKey = groupKey('app');
/**
 * The texts a signed-in start at `/` loads with the frame's, in the default language: one file
 * with the frame's and the home's namespaces (apps/web/build/chunk-groups.ts); a file each in
 * builds before 2026-11-27, which BENCH_WEB_DIST may name.
 */
const textsKey = findGroupKey('texts-en');
const textFiles = (namespaces: string[]) => namespaces.map((ns) => `src/locales/en/${ns}.json`);
const homeTexts = textsKey ? [textsKey] : textFiles(['common', 'navigation', 'home']);
/** The texts a cold visitor needs on the sign-in page: the frame's and the form's. */
const loginTexts = textsKey
  ? [textsKey, ...textFiles(['auth'])]
  : textFiles(['common', 'navigation', 'auth']);
// The entry is the lean sign-in page (src/shell); every other page starts the full app after it.
const entryFiles = closure([entryKey]);
const appFiles = closure([appKey], new Set(entryFiles));
const routeKeys = Object.keys(manifest)
  .filter((key) => key.startsWith('src/app/routes/'))
  .sort();

const login = closure(loginTexts, new Set(entryFiles));
const loginSize = sizeOf(login);
const homeFiles = closure(
  [groupKey('frame'), groupKey('home-screen'), ...homeTexts],
  new Set(appFiles),
);
const rows: Record<string, ReturnType<typeof sizeOf>> = {
  'entry (the lean sign-in page)': sizeOf(entryFiles),
  'login, cold (entry + en texts)': loginSize,
  'app (entry + router, query, frame)': sizeOf(appFiles),
  'crew home, cold (app + frame + home + en texts)': sizeOf(homeFiles),
};
const showAll = process.argv.includes('--all');
for (const key of routeKeys) {
  // A route's own cost on top of the entry and the app, which the browser already has.
  const own = new Set([...closure([key])].filter((file) => !appFiles.has(file)));
  const size = sizeOf(own);
  if (showAll || size.total >= 10) rows[key.replace('src/app/routes/', '')] = size;
}
console.table(
  Object.fromEntries(
    Object.entries(rows).map(([name, size]) => [
      name,
      { 'JS KiB': size.js, 'CSS KiB': size.css, 'total KiB gzip': size.total },
    ]),
  ),
);

/**
 * The pages opened by a link without signing in never show the signed-in frame or the home, so
 * they must not load their files (apps/web/build/public-pages-group.ts).
 */
const firstScreenFiles = new Set(
  [groupKey('frame'), groupKey('home-screen')].map((key) => manifest[key]!.file),
);
const publicPagesLoadingTheFrame = routeKeys.filter(
  (key) =>
    key.includes('/public-') && [...closure([key])].some((file) => firstScreenFiles.has(file)),
);

if (process.argv.includes('--check')) {
  if (publicPagesLoadingTheFrame.length > 0) {
    console.error(
      `These public pages load the frame's or the home's file: ${publicPagesLoadingTheFrame.join(', ')}.`,
    );
    process.exit(1);
  }
  if (loginSize.total > loginBudgetKiB) {
    console.error(
      `The sign-in page loads ${loginSize.total} KiB gzip; the budget is ${loginBudgetKiB} KiB.`,
    );
    process.exit(1);
  }
  console.log(
    `Sign-in page: ${loginSize.total} KiB gzip, within the ${loginBudgetKiB} KiB budget.`,
  );
}
