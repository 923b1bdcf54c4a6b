import path from 'node:path';
import type { Plugin } from 'vite';
import { firstScreenModules } from './first-screen-modules';

/**
 * The pages reached by a link without signing in (the public payroll and crew profile,
 * `publicPathKeys` in config/paths.ts). They never show the signed-in frame or the home.
 */
const publicRoutes = [
  '/src/app/routes/payrolls/public-payrolls.tsx',
  '/src/app/routes/payrolls/public-payroll.tsx',
  '/src/app/routes/public-crew-profile.tsx',
];
/** The roots of the first screen's groups in chunk-groups.ts: the frame and the home. */
const firstScreenRoots = [firstScreenModules.frame, firstScreenModules.home];

type Graph = { importedIds: (id: string) => string[]; code: (id: string) => string };

const slashes = (id: string) => id.replaceAll('\\', '/');
const isAppSource = (id: string) => slashes(id).includes('/apps/web/src/');
const namedFrom = /\b(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** `{ A, B as C, default as D }` from one statement: the names as the other module knows them. */
const importedNames = (list: string, reexport: boolean) =>
  list
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/))
    .filter((names) => names[0])
    .map(([name, alias]) => (reexport ? (alias ?? name!) : name!));

/**
 * Which module a package's index file takes each export from (`export { X } from './x.mjs'` or
 * `import { X } from './x.mjs'`, as Mantine's and Tabler's index files do).
 */
const indexExports = (graph: Graph, indexId: string): Map<string, string> => {
  const exports = new Map<string, string>();
  for (const [, list, from] of graph.code(indexId).matchAll(namedFrom)) {
    if (!from!.startsWith('.')) continue;
    const target = slashes(path.posix.join(path.posix.dirname(slashes(indexId)), from!));
    const id = graph.importedIds(indexId).find((dep) => slashes(dep) === target);
    if (!id) continue;
    for (const name of importedNames(list!, false).concat(importedNames(list!, true)))
      exports.set(name, id);
  }
  return exports;
};

const bareFrom = /\bfrom\s*["']([^"'./][^"']*)["']/g;

/**
 * What the modules reached from the roots use: the app's own modules, the files of a package
 * that its other files import by path, and from a package's index file only the exports named in
 * an import (a component, an icon). Deliberately short of everything: nothing through
 * `@crewhub/shared` or a package imported whole; rolldown adds what the group's modules depend
 * on itself, after tree shaking.
 */
const usedFrom = (graph: Graph, allIds: string[], rootPaths: string[]): Set<string> => {
  const indexes = new Map<string, Map<string, string>>();
  const queue = allIds.filter((id) => rootPaths.some((root) => slashes(id).endsWith(root)));
  if (queue.length !== rootPaths.length) {
    throw new Error(
      `public-pages-group.ts names a module the build lacks: ${rootPaths.join(', ')}`,
    );
  }
  const used = new Set<string>();
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (used.has(id)) continue;
    used.add(id);
    const deps = graph.importedIds(id);
    const code = graph.code(id);
    // A package's entry (`from '@mantine/core'`): only what is named, below.
    const entries = new Set(
      [...code.matchAll(bareFrom)].flatMap(([, from]) =>
        deps.filter((dep) => slashes(dep).includes(`/node_modules/${from}/`)),
      ),
    );
    queue.push(
      ...deps.filter(
        (dep) => !entries.has(dep) && (isAppSource(dep) || slashes(dep).includes('/node_modules/')),
      ),
    );
    for (const [, list, from] of code.matchAll(namedFrom)) {
      const index = deps.find((dep) => slashes(dep).includes(`/node_modules/${from}/`));
      if (!index) continue;
      if (!indexes.has(index)) indexes.set(index, indexExports(graph, index));
      for (const name of importedNames(list!, false)) {
        const target = indexes.get(index)!.get(name);
        if (target) queue.push(target);
      }
    }
  }
  return used;
};

/**
 * The modules the public pages share with the signed-in frame and the home, which go with the
 * app's file (chunk-groups.ts): without that they sat in the frame's and the home's files, and a
 * public page loaded both (~60 KiB gzip) to show a badge and a card. Filled once the modules are
 * parsed, before rolldown groups them.
 */
export const sharedWithPublicPages = new Set<string>();

export const findSharedWithPublicPages = (): Plugin => ({
  name: 'crewhub-shared-with-public-pages',
  apply: 'build',
  buildEnd() {
    const allIds = [...this.getModuleIds()];
    // rolldown copies a module's whole info, code included, across to JavaScript on every
    // call: asked once per module, as the walks ask each module several times.
    const infos = new Map<string, { importedIds: string[]; code: string }>();
    const info = (id: string) => {
      let known = infos.get(id);
      if (!known) {
        const { importedIds = [], code = '' } = this.getModuleInfo(id) ?? {};
        known = { importedIds: [...importedIds], code: code ?? '' };
        infos.set(id, known);
      }
      return known;
    };
    const graph: Graph = { importedIds: (id) => info(id).importedIds, code: (id) => info(id).code };
    const firstScreen = usedFrom(graph, allIds, firstScreenRoots);
    sharedWithPublicPages.clear();
    for (const id of usedFrom(graph, allIds, publicRoutes)) {
      if (firstScreen.has(id)) sharedWithPublicPages.add(id);
    }
  },
});
