// The static checks: every workspace's types, lint, formatting and the module graph, in one list
// ordered longest first, so the lanes of scripts/parallel.mjs end close together. (Types and
// lint as two nested groups left a core idle while the last type check ran on its own.)
// Usage: node scripts/static-checks.mjs [types|lint]   (every check when no group is named)
import { spawnSync } from 'node:child_process';

// CPU seconds on the 2-core machine, 2026-11-27: 41, 35, 35, 32, 23, 3, 3.5 and 1.
const checks = [
  { group: 'types', command: 'tsc -p apps/web' },
  { group: 'types', command: 'tsc -p apps/server' },
  { group: 'lint', command: 'prettier --check .' },
  { group: 'lint', command: 'eslint .' },
  { group: 'types', command: 'tsc -p bench' },
  { group: 'types', command: 'tsc -p packages/shared' },
  { group: 'types', command: 'tsc -p e2e' },
  { group: 'lint', command: 'node scripts/check-module-graph.mjs' },
];

const group = process.argv[2];
const commands = checks.filter((check) => !group || check.group === group);
if (commands.length === 0) {
  console.error(`Unknown group ${group}: types or lint`);
  process.exit(2);
}
const { status } = spawnSync(
  process.execPath,
  ['scripts/parallel.mjs', ...commands.map((check) => check.command)],
  { stdio: 'inherit' },
);
process.exit(status ?? 1);
