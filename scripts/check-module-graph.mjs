// Fails on a dependency cycle in the server: between files (what a module's own files import
// from each other and from lib/, db/ and plugins/), and between modules, which a file-level
// walk misses when the cycle passes through a file the index does not export. Type-only imports
// are left out of the file graph: they vanish from the built code, so they cannot make two files
// wait on each other at load time. Tables (*.schema.ts) are the data layer shared on purpose and
// reference each other's keys, so they are left out of both graphs. `--counts` also prints how
// modules import each other.
// One regex pass over the sources takes about a second; eslint's import-x/no-cycle did the file
// check in about half of the lint's time (docs/performance.md, "The test run itself").
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server/src');
const modulesDir = path.join(serverDir, 'modules');
const isSource = (file) =>
  file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.schema.ts');
const isTable = (specifier) => specifier.endsWith('.schema');
// Import and export statements, one line or several, with a relative source; group 1 is
// `type` when the whole statement is type-only.
const importSource =
  /^(?:import|export)\b\s*(type\b)?[^;]*?\bfrom\s+'(\.[^']+)'|^import\s+'(\.[^']+)'/gm;

const sourceFiles = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return isSource(file) ? [file] : [];
  });

const moduleOf = (file) => {
  const [first, ...rest] = path.relative(modulesDir, file).split(path.sep);
  return first === '..' || rest.length === 0 ? null : first;
};

/** A file's relative imports: where each points and whether the statement is type-only. */
const relativeImports = (file) =>
  [...fs.readFileSync(file, 'utf8').matchAll(importSource)].map((match) => {
    const specifier = match[2] ?? match[3];
    return {
      specifier,
      target: path.resolve(path.dirname(file), specifier),
      typeOnly: match[1] !== undefined,
    };
  });

/** Every import from one module into another: its modules and whether it used the index. */
const crossModuleImports = () =>
  sourceFiles(modulesDir).flatMap((file) => {
    const from = moduleOf(file);
    return relativeImports(file).flatMap(({ specifier, target }) => {
      const to = moduleOf(path.join(target, 'index.ts'));
      if (to === null || to === from) return [];
      const viaIndex = [path.join(modulesDir, to), path.join(modulesDir, to, 'index')].includes(
        target,
      );
      return [{ file: path.relative(root, file), from, to, viaIndex, table: isTable(specifier) }];
    });
  });

/** The source file an import names: `x` is `x.ts` or, for a folder, `x/index.ts`. */
const sourceOf = (target) =>
  [`${target}.ts`, path.join(target, 'index.ts'), target.replace(/\.js$/, '.ts')].find(
    (candidate) => isSource(candidate) && fs.existsSync(candidate),
  );

/** The server's files and the files each imports for its values (not only its types). */
const fileEdges = () => {
  const edges = new Map();
  for (const file of sourceFiles(serverDir)) {
    const targets = relativeImports(file)
      .filter((item) => !item.typeOnly)
      .map((item) => sourceOf(item.target))
      .filter((target) => target !== undefined)
      .map((target) => path.relative(root, target));
    edges.set(path.relative(root, file), new Set(targets));
  }
  return edges;
};

/** One cycle per edge that leads back onto the depth-first search's trail. */
const findCycles = (edges) => {
  const cycles = [];
  const finished = new Set();
  const trail = [];
  const visit = (module) => {
    trail.push(module);
    for (const next of edges.get(module) ?? []) {
      if (trail.includes(next)) cycles.push([...trail.slice(trail.indexOf(next)), next]);
      else if (!finished.has(next)) visit(next);
    }
    trail.pop();
    finished.add(module);
  };
  for (const module of [...edges.keys()].sort()) if (!finished.has(module)) visit(module);
  return cycles;
};

const imports = crossModuleImports();
const edges = new Map();
for (const { from, to, table } of imports) {
  if (table) continue;
  edges.set(from, (edges.get(from) ?? new Set()).add(to));
}
const moduleCycles = findCycles(edges);
const fileCycles = findCycles(fileEdges());

if (process.argv.includes('--counts')) {
  const tables = imports.filter((item) => item.table).length;
  const pastIndex = imports.filter((item) => !item.viaIndex && !item.table);
  console.log(`Imports between modules: ${imports.length} (${tables} of them tables)`);
  console.log(`Imports past an index: ${pastIndex.length}`);
  for (const { file, to } of pastIndex) console.log(`  ${file} -> ${to}`);
  console.log(`Module cycles: ${moduleCycles.length}, file cycles: ${fileCycles.length}`);
}

const report = (cycles, what) => {
  if (cycles.length === 0) return true;
  console.error(`Server ${what} depend on each other in ${cycles.length} cycle(s):`);
  for (const cycle of cycles) console.error(`  ${cycle.join(' -> ')}`);
  return false;
};
const modulesClear = report(moduleCycles, 'modules');
const filesClear = report(fileCycles, 'files');
if (!modulesClear || !filesClear) {
  console.error(
    'Move the shared piece down into one file or module, or reach it through db/schema.',
  );
  process.exit(1);
}
