import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin, Rolldown } from 'vite';
import type { FirstScreenPart } from '../src/shell/first-screen-parts';

/** The module each part of the first screen starts from (see src/shell/first-screen.ts). */
const partModules: Record<FirstScreenPart, string> = {
  app: '/src/app/app.tsx',
  frame: '/src/app/layouts/app-layout.tsx',
  home: '/src/app/routes/home.tsx',
};

const hintsSource = fileURLToPath(new URL('../src/shell/first-screen-hints.ts', import.meta.url));

type Chunks = Map<string, Rolldown.OutputChunk>;

const chunkWith = (chunks: Chunks, modulePath: string): Rolldown.OutputChunk => {
  const chunk = [...chunks.values()].find((candidate) =>
    candidate.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(modulePath)),
  );
  if (!chunk) throw new Error(`no chunk of the build holds ${modulePath}`);
  return chunk;
};

/** A chunk and every chunk it imports statically, as Vite's preload of its import() lists them. */
const staticClosure = (chunks: Chunks, from: Rolldown.OutputChunk): Rolldown.OutputChunk[] => {
  const seen = new Map<string, Rolldown.OutputChunk>();
  const queue = [from];
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    if (seen.has(chunk.fileName)) continue;
    seen.set(chunk.fileName, chunk);
    queue.push(...chunk.imports.flatMap((file) => chunks.get(file) ?? []));
  }
  return [...seen.values()];
};

/** Each part's scripts and styles, without what the entry's own tags already load. */
const partFiles = (bundle: Rolldown.OutputBundle): Record<FirstScreenPart, string[]> => {
  const chunks: Chunks = new Map(
    Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item]] : [])),
  );
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  const loaded = new Set(staticClosure(chunks, entry).map((chunk) => chunk.fileName));
  const files = (part: FirstScreenPart) =>
    staticClosure(chunks, chunkWith(chunks, partModules[part]))
      .filter((chunk) => !loaded.has(chunk.fileName))
      .flatMap((chunk) => [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])])
      .map((file) => `/${file}`);
  return { app: files('app'), frame: files('frame'), home: files('home') };
};

/**
 * Puts a small classic script before the entry in index.html that, with a stored token, asks for
 * the first screen's files beyond the entry (the app, the signed-in frame, the home) as soon as it
 * arrives, so they download beside the entry instead of after it has arrived and run (issue 17).
 * It is a file, not inline, because the pages' policy allows no inline script.
 */
export const firstScreenHints = (): Plugin => {
  let hintsFile: string | undefined;
  return {
    name: 'crewhub-first-screen-hints',
    apply: 'build',
    // Runs before Vite writes index.html (its HTML plugin comes later), which then links the file.
    generateBundle: async function (_options, bundle) {
      const result = await build({
        entryPoints: [hintsSource],
        bundle: true,
        format: 'iife',
        minify: true,
        write: false,
        target: 'es2020',
        define: { firstScreenFiles: JSON.stringify(partFiles(bundle)) },
      });
      const source = result.outputFiles[0]?.text;
      if (!source) throw new Error('esbuild wrote no first-screen hints');
      const ref = this.emitFile({ type: 'asset', name: 'first-screen-hints.js', source });
      hintsFile = this.getFileName(ref);
    },
    transformIndexHtml: {
      order: 'post',
      handler: () =>
        hintsFile
          ? [
              {
                tag: 'script',
                attrs: { src: `/${hintsFile}`, async: true, fetchpriority: 'high' },
                injectTo: 'head-prepend',
              },
            ]
          : [],
    },
  };
};
