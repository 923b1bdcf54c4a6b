import { deflateSync } from 'node:zlib';

const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Uint8Array) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
};

/**
 * A hand-drawn looking scribble as a small greyscale PNG, so demo signatures look signed
 * without shipping image files or loading an image library at start-up. `variant` changes
 * the curve, so two signers do not sign alike.
 */
export const scribblePng = (variant: number, width = 300, height = 100): Uint8Array => {
  const stride = width + 1; // each row starts with its filter byte (0: none)
  const pixels = Buffer.alloc(stride * height, 255);
  for (let y = 0; y < height; y += 1) pixels[y * stride] = 0;
  const ink = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy += 1) {
      for (let dx = -1; dx <= 1; dx += 1) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px >= 0 && px < width && py >= 0 && py < height) pixels[py * stride + 1 + px] = 20;
      }
    }
  };
  // A prolate cycloid: the pen runs ahead while circling, which draws joined loops like
  // handwriting; then a stroke back underneath.
  const turns = (5 + (variant % 3)) * 2 * Math.PI;
  for (let t = 0; t <= 1; t += 0.0002) {
    const size = 1 - 0.35 * t + 0.25 * Math.sin(t * (7 + variant));
    ink(
      24 + t * (width - 70) - 13 * Math.sin(t * turns),
      height * 0.42 - height * 0.26 * size * Math.cos(t * turns),
    );
  }
  for (let t = 0; t <= 1; t += 0.001) {
    ink(width - 40 - t * (width - 80), height * 0.8 - 8 * Math.sin(t * Math.PI));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    pngMagic,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
