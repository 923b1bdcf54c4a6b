import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

// A phone photo takes seconds to decode in pure JavaScript; past this we give up.
const timeoutMs = 30_000;
// jpeg-js refuses larger images before allocating their pixels (decompression bombs).
const maxMegapixels = 50;

/** A rectangle in pixels of the source image; it is clipped to the image. */
export type CropArea = { x: number; y: number; width: number; height: number };

export type ImageTransform = {
  /** Cut this area out first. */
  crop?: CropArea;
  /** Scale down to at most this width (never up). */
  maxWidth: number;
  quality: number;
};

/**
 * Runs in a worker thread so decoding never blocks the event loop. It is plain CommonJS handed
 * to `eval` because the server ships as one esbuild bundle: a separate worker file would need
 * its own build entry, while `jimp` itself loads from node_modules like every dependency.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { Jimp } = require(workerData.jimpPath);
const limits = { maxResolutionInMP: workerData.maxMegapixels, maxMemoryUsageInMB: 512 };
const { crop, maxWidth, quality } = workerData.transform;
Jimp.fromBuffer(Buffer.from(workerData.bytes), { 'image/jpeg': limits })
  .then(async (image) => {
    if (image.width * image.height > workerData.maxMegapixels * 1e6) throw new Error('too large');
    if (crop) {
      const x = Math.min(crop.x, image.width - 1);
      const y = Math.min(crop.y, image.height - 1);
      image.crop({ x, y, w: Math.min(crop.width, image.width - x), h: Math.min(crop.height, image.height - y) });
    }
    if (image.width > maxWidth) image.resize({ w: maxWidth });
    parentPort.postMessage(await image.getBuffer('image/jpeg', { quality }));
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

// The pure-JavaScript decoders cover these; WebP and HEIC cannot be transformed.
const decodable = new Set(['image/jpeg', 'image/png']);

/**
 * The image cropped and scaled as a JPEG (EXIF rotation applied, metadata dropped), or null when
 * it cannot be decoded.
 */
export const transformImage = (
  bytes: Uint8Array,
  contentType: string,
  transform: ImageTransform,
): Promise<Buffer | null> => {
  if (!decodable.has(contentType) || pngTooLarge(bytes)) return Promise.resolve(null);
  return new Promise((resolve) => {
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: { jimpPath, bytes, transform, maxMegapixels },
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
