// Fails on a dependency cycle between server modules. import-x/no-cycle follows files only, so
// a cycle between modules that passes through a file the index does not export goes unseen.
// Tables (*.schema.ts) are the data layer shared on purpose and reference each other's keys,
// so they are left out of the graph. `--counts` also prints how modules import each other.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const modulesDir = path.join(root, 'apps/server/src/modules');
const isSource = (file) =>
  file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.schema.ts');
const isTable = (specifier) => specifier.endsWith('.schema');
// Import and export statements, one line or several, with a relative source.
const importSource = /^(?:import|export)\b[^;]*?\bfrom\s+'(\.[^']+)'|^import\s+'(\.[^']+)'/gm;

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

/** Every import from one module into another: its modules and whether it used the index. */
const crossModuleImports = () =>
  sourceFiles(modulesDir).flatMap((file) => {
    const from = moduleOf(file);
    return [...fs.readFileSync(file, 'utf8').matchAll(importSource)].flatMap((match) => {
      const specifier = match[1] ?? match[2];
      const target = path.resolve(path.dirname(file), specifier);
      const to = moduleOf(path.join(target, 'index.ts'));
      if (to === null || to === from) return [];
      const viaIndex = [path.join(modulesDir, to), path.join(modulesDir, to, 'index')].includes(
        target,
      );
      return [{ file: path.relative(root, file), from, to, viaIndex, table: isTable(specifier) }];
    });
  });

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
const cycles = findCycles(edges);

if (process.argv.includes('--counts')) {
  const tables = imports.filter((item) => item.table).length;
  const pastIndex = imports.filter((item) => !item.viaIndex && !item.table);
  console.log(`Imports between modules: ${imports.length} (${tables} of them tables)`);
  console.log(`Imports past an index: ${pastIndex.length}`);
  for (const { file, to } of pastIndex) console.log(`  ${file} -> ${to}`);
  console.log(`Module cycles: ${cycles.length}`);
}

if (cycles.length > 0) {
  console.error(`Server modules depend on each other in ${cycles.length} cycle(s):`);
  for (const cycle of cycles) console.error(`  ${cycle.join(' -> ')}`);
  console.error('Move the shared piece down into one module, or reach it through db/schema.');
  process.exit(1);
}
