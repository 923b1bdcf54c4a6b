import { Jimp } from 'jimp';
import { describe, expect, it } from 'vitest';
import { makeThumbnail, thumbnailWidth } from './photo-thumbnail';

/** A PNG signature and IHDR chunk claiming a size, with no pixel data behind it. */
const pngHeader = (width: number, height: number) => {
  const bytes = Buffer.alloc(33);
  Buffer.from('\x89PNG\r\n\x1a\n', 'latin1').copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
};

describe('makeThumbnail', () => {
  it('scales a wide photo down to the thumbnail width, keeping its shape', async () => {
    const png = await new Jimp({ width: 800, height: 400, color: 0xff0000ff }).getBuffer(
      'image/png',
    );
    const thumbnail = await makeThumbnail(png, 'image/png');
    const decoded = await Jimp.fromBuffer(thumbnail!);
    expect([decoded.width, decoded.height]).toEqual([thumbnailWidth, 160]);
    expect(thumbnail!.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('keeps small photos at their size', async () => {
    const jpeg = await new Jimp({ width: 100, height: 80, color: 0x00ff00ff }).getBuffer(
      'image/jpeg',
    );
    const decoded = await Jimp.fromBuffer((await makeThumbnail(jpeg, 'image/jpeg'))!);
    expect([decoded.width, decoded.height]).toEqual([100, 80]);
  });

  it.each([
    ['a PNG claiming 20000 x 20000 pixels', pngHeader(20_000, 20_000), 'image/png'],
    ['a truncated PNG', pngHeader(10, 10), 'image/png'],
    ['a HEIC photo', Buffer.from('\0\0\0\x18ftypheic'), 'image/heic'],
  ])('gives up on %s', async (_label, bytes, type) => {
    expect(await makeThumbnail(bytes, type)).toBeNull();
  });
});
