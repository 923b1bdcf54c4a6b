import { transformImage } from '../../lib/image-transform';

/** Photo lists show ~320px wide JPEGs instead of the 3-10 MB originals. */
export const thumbnailWidth = 320;

/**
 * A JPEG thumbnail of a JPEG or PNG photo (EXIF rotation applied), or null when the image
 * cannot be decoded: the upload is still accepted, it just has no thumbnail.
 */
export const makeThumbnail = (bytes: Uint8Array, contentType: string): Promise<Buffer | null> =>
  transformImage(bytes, contentType, { maxWidth: thumbnailWidth, quality: 78 });
