// Bundles the server into dist/main.js and the backup tool into dist/backup.js. The workspace package @crewhub/shared (TypeScript
// source) is bundled in; every npm dependency stays external and loads from node_modules.
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => name !== '@crewhub/shared');

await build({
  entryPoints: ['src/main.ts', 'src/backup.ts'],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  outdir: 'dist',
  external,
  sourcemap: true,
  logLevel: 'warning',
});

const commit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
})();
const rootPkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
writeFileSync(
  'dist/version.json',
  JSON.stringify(
    { version: rootPkg.version ?? '0.1.0', commit, builtAt: new Date().toISOString() },
    null,
    2,
  ),
);
