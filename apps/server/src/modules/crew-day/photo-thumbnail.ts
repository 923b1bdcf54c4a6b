import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** Photo lists show ~320px wide JPEGs instead of the 3-10 MB originals. */
export const thumbnailWidth = 320;

// A phone photo takes seconds to decode in pure JavaScript; past this we give up (no thumbnail).
const timeoutMs = 30_000;
// jpeg-js refuses larger images before allocating their pixels (decompression bombs).
const maxMegapixels = 50;

/**
 * Runs in a worker thread so decoding never blocks the event loop. It is plain CommonJS handed
 * to `eval` because the server ships as one esbuild bundle: a separate worker file would need
 * its own build entry, while `jimp` itself loads from node_modules like every dependency.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { Jimp } = require(workerData.jimpPath);
const limits = { maxResolutionInMP: workerData.maxMegapixels, maxMemoryUsageInMB: 512 };
Jimp.fromBuffer(Buffer.from(workerData.bytes), { 'image/jpeg': limits })
  .then(async (image) => {
    if (image.width * image.height > workerData.maxMegapixels * 1e6) throw new Error('too large');
    if (image.width > workerData.width) image.resize({ w: workerData.width });
    parentPort.postMessage(await image.getBuffer('image/jpeg', { quality: 78 }));
  })
  .catch(() => parentPort.postMessage(null));
`;

const jimpPath = createRequire(import.meta.url).resolve('jimp');

/** PNG keeps its size in the IHDR chunk: refuse huge ones before the decoder inflates them. */
const pngTooLarge = (bytes: Uint8Array) => {
  if (bytes[0] !== 0x89 || bytes.length < 24) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return view.getUint32(16) * view.getUint32(20) > maxMegapixels * 1e6;
};

// The pure-JavaScript decoders cover these; WebP and HEIC photos simply get no thumbnail.
const decodable = new Set(['image/jpeg', 'image/png']);

/**
 * A JPEG thumbnail of a JPEG or PNG photo (EXIF rotation applied), or null when the image
 * cannot be decoded: the upload is still accepted, it just has no thumbnail.
 */
export const makeThumbnail = (bytes: Uint8Array, contentType: string): Promise<Buffer | null> => {
  if (!decodable.has(contentType) || pngTooLarge(bytes)) return Promise.resolve(null);
  return new Promise((resolve) => {
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: { jimpPath, bytes, width: thumbnailWidth, maxMegapixels },
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    const finish = (result: Buffer | null) => {
      clearTimeout(timer);
      resolve(result);
      void worker.terminate();
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    worker.once('message', (message: Uint8Array | null) =>
      finish(message ? Buffer.from(message) : null),
    );
    worker.once('error', () => finish(null));
    worker.once('exit', () => finish(null));
  });
};
