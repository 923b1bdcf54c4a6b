import { AppError } from '../app-error';

const pngMagic = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The PNG bytes of a signature_pad data URL; anything that is not a PNG is a 400. */
export const decodeSignaturePng = (dataUrl: string): Uint8Array => {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length < 64 || !pngMagic.every((byte, index) => bytes[index] === byte)) {
    throw new AppError('VALIDATION_FAILED', 'The signature is not a PNG image', [
      { field: 'body.signature', message: 'Not a PNG image' },
    ]);
  }
  return bytes;
};
