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
const partFiles = (chunks: Chunks): Record<FirstScreenPart, string[]> => {
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

/** The texts lib/i18n.ts loads up front, one file per language and namespace. */
const startupText = /\/src\/locales\/([^/]+)\/(common|navigation|auth|home)\.json$/;

/** `language/namespace` → its file, for the texts the first screens start with. */
const textFiles = (chunks: Chunks): Record<string, string> =>
  Object.fromEntries(
    [...chunks.values()].flatMap((chunk) => {
      const match = chunk.facadeModuleId?.replaceAll('\\', '/').match(startupText);
      return match ? [[`${match[1]}/${match[2]}`, `/${chunk.fileName}`]] : [];
    }),
  );

const hintedFiles = (bundle: Rolldown.OutputBundle) => {
  const chunks: Chunks = new Map(
    Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item]] : [])),
  );
  return { parts: partFiles(chunks), texts: textFiles(chunks) };
};

/**
 * Puts a small classic script before the entry in index.html that asks for the first screen's
 * files beyond the entry (its texts and, but on the signed-out sign-in page, the app, with a
 * stored token also the signed-in frame and the home) as soon as it arrives, so they download
 * beside the entry instead of after it has arrived and run (issue 17).
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
        define: { firstScreenFiles: JSON.stringify(hintedFiles(bundle)) },
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
