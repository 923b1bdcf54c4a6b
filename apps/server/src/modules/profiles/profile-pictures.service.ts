import { profilePictureLimits, type PictureCrop, type ProfilePicture } from '@crewhub/shared';
import { invalidField, notFound } from '../../lib/app-error';
import { transformImage } from '../../lib/image-transform';
import type { RequestContext } from '../../lib/request-context';
import { sniffPhotoType } from '../crew-day';
import { readStoredFile, signedFileUrl, storeFile } from '../files';
import { ownPersonKey, seesAllProfiles } from './profile-access';
import { toPicture } from './profile-dto';
import { profilesRepository } from './profiles.repository';

const accepted: readonly string[] = profilePictureLimits.contentTypes;

/** A complete crop area, or none (the whole picture). */
const cropArea = (crop: PictureCrop) =>
  crop.x !== undefined && crop.y !== undefined && crop.width && crop.height
    ? { x: crop.x, y: crop.y, width: crop.width, height: crop.height }
    : undefined;

/**
 * POST /persons/{id}/profilePictures: the bytes decide the type (a renamed file is refused); the
 * server crops, scales and re-encodes, which also drops the photo's EXIF data (location). The
 * new picture waits for the office; the approved one stays until then.
 */
export const uploadProfilePicture = async (
  ctx: RequestContext,
  personId: number,
  upload: { bytes: Buffer; crop: PictureCrop },
): Promise<ProfilePicture> => {
  const key = ownPersonKey(ctx, personId);
  const type = sniffPhotoType(upload.bytes);
  if (!type || !accepted.includes(type)) {
    throw invalidField('body.file', 'Upload a JPEG or PNG photo');
  }
  const picture = await transformImage(upload.bytes, type, {
    crop: cropArea(upload.crop),
    maxWidth: profilePictureLimits.size,
    quality: 85,
  });
  if (!picture) throw invalidField('body.file', 'This picture could not be read');
  const { tx } = ctx;
  const file = await storeFile(tx, ctx, {
    bytes: picture,
    filename: 'profile-picture.jpg',
    contentType: 'image/jpeg',
  });
  await profilesRepository.replacePendingPicture(tx, key);
  const row = await profilesRepository.insertPicture(tx, { ...key, fileId: file.id });
  return toPicture(ctx, row);
};

/** GET /persons/{id}/picture: my approved picture. */
export const getPersonPicture = async (ctx: RequestContext, personId: number) => {
  const key = ownPersonKey(ctx, personId);
  const person = await profilesRepository.person(ctx.tx, key);
  if (!person) throw notFound('Profile');
  return { url: person.pictureFileId ? signedFileUrl(ctx, person.pictureFileId) : null };
};

/** GET /persons/{id}/profilePictures: my uploads, newest first, with the office's decisions. */
export const listProfilePictures = async (
  ctx: RequestContext,
  personId: number,
): Promise<ProfilePicture[]> => {
  const key = ownPersonKey(ctx, personId);
  const rows = await profilesRepository.picturesOf(ctx.tx, key);
  return rows.map((row) => toPicture(ctx, row));
};

/** GET /profilePictures/{id}/file: for its owner and the office; anyone else gets 404. */
export const openProfilePicture = async (ctx: RequestContext, id: number) => {
  const { tx } = ctx;
  const found = await profilesRepository.picture(tx, ctx.tenant.id, id);
  const mayOpen =
    found && (found.picture.personId === ctx.auth.personId || seesAllProfiles(ctx, 'READ'));
  if (!found || !mayOpen) throw notFound('Picture');
  return readStoredFile(tx, ctx, found.picture.fileId);
};
