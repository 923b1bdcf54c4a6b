import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text formats worth compressing; images and fonts are compressed already. Source maps are
 * left out: only a developer's open devtools fetch them (the server compresses them then), and
 * at maximum quality they were three quarters of the build's compression time (35 of 46 s of
 * CPU), which every `npm test` and image build paid.
 */
const compressible = /\.(js|mjs|css|html|json|svg|webmanifest|txt)$/;
/** Below this a compressed copy saves less than the extra header costs. */
const minBytes = 1024;

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    }),
  );
  return nested.flat();
};

const precompressFile = async (file: string): Promise<void> => {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
};

/**
 * Writes `.br` and `.gz` beside every text file of the build, once, at maximum quality, so the
 * server sends them as they are (@fastify/static `preCompressed`) instead of compressing on
 * every request.
 */
export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'crewhub-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      const files = await filesUnder(outDir);
      const worthIt = await Promise.all(
        files.map(async (file) => compressible.test(file) && (await stat(file)).size >= minBytes),
      );
      // A few at a time: all at once opens hundreds of files, over a container build's limit.
      const queue = files.filter((_, i) => worthIt[i]);
      const worker = async () => {
        for (let file = queue.pop(); file; file = queue.pop()) await precompressFile(file);
      };
      await Promise.all(Array.from({ length: 8 }, worker));
    },
  };
};
