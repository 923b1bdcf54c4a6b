import { photoUploadLimits } from '@crewhub/shared';

type PhotoType = (typeof photoUploadLimits.contentTypes)[number];

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

const heifBrands = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];

/**
 * The image type from the file's first bytes. The declared Content-Type is the client's claim;
 * the bytes decide, so a script renamed .jpg is refused.
 */
export const sniffPhotoType = (bytes: Uint8Array): PhotoType | null => {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && heifBrands.includes(ascii(bytes, 8, 12))) {
    return 'image/heic';
  }
  return null;
};

export const isAllowedPhotoType = (contentType: string): contentType is PhotoType =>
  (photoUploadLimits.contentTypes as readonly string[]).includes(contentType);
