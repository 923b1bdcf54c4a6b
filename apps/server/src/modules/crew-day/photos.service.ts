import type { RequestContext } from '../../lib/request-context';
import type { CrewPhoto } from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { signedFileUrl, storeFile } from '../files';
import { crewNonGuestRoles, loadCrewAccessAs } from './crew-access';
import { crewExtrasRepository, type PhotoRow } from './crew-extras.repository';
import { makeThumbnail } from './photo-thumbnail';
import { isAllowedPhotoType, sniffPhotoType } from './photo-type';

const toPhoto = (ctx: RequestContext, row: PhotoRow): CrewPhoto => ({
  id: row.id,
  personId: row.personId,
  status: row.status,
  filename: row.filename,
  contentType: row.contentType,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
  url: signedFileUrl(ctx, row.fileId),
  thumbnailUrl: row.thumbnailFileId ? signedFileUrl(ctx, row.thumbnailFileId) : null,
});

export type PhotoUpload = { filename: string; declaredType: string; bytes: Buffer };

export const unsupportedPhoto = () =>
  new AppError('UNSUPPORTED_FILE_TYPE', 'Upload a JPEG, PNG, WebP or HEIC photo');

const crewOnly = (tx: Executor, ctx: RequestContext, crewId: number) =>
  loadCrewAccessAs(tx, ctx, crewId, ['chief', 'member'], 'Only the crew can add photos');

const thumbnailName = (filename: string) => `${filename.replace(/\.[^.]*$/, '')}-thumb.jpg`;

/**
 * The crew chief and members add photos; they wait for a planner's approval. The thumbnail is
 * made before the transaction opens, so slow decoding holds no database connection.
 */
export const uploadCrewPhoto = async (ctx: RequestContext, crewId: number, upload: PhotoUpload) => {
  const sniffed = sniffPhotoType(upload.bytes);
  if (!isAllowedPhotoType(upload.declaredType) || sniffed !== upload.declaredType) {
    throw unsupportedPhoto();
  }
  // Members only: checked first so outsiders cannot make the server decode images.
  await crewOnly(ctx.tx, ctx, crewId);
  const thumbnail = await makeThumbnail(upload.bytes, sniffed);
  const filename = upload.filename.slice(-200) || 'photo';
  const { tx } = ctx;
  await crewOnly(tx, ctx, crewId);
  const file = await storeFile(tx, ctx, { bytes: upload.bytes, filename, contentType: sniffed });
  const thumbnailFile = thumbnail
    ? await storeFile(tx, ctx, {
        bytes: thumbnail,
        filename: thumbnailName(filename),
        contentType: 'image/jpeg',
      })
    : null;
  const photo = await crewExtrasRepository.insertPhoto(tx, {
    tenantId: ctx.tenant.id,
    projectCrewId: crewId,
    personId: ctx.auth.personId!,
    fileId: file.id,
    thumbnailFileId: thumbnailFile?.id ?? null,
  });
  return toPhoto(ctx, {
    id: photo.id,
    personId: photo.personId,
    status: photo.status,
    fileId: file.id,
    thumbnailFileId: photo.thumbnailFileId,
    filename: file.filename,
    contentType: file.contentType,
    size: file.size,
    createdAt: photo.createdAt,
  });
};

/** Approved photos for the crew; own pending ones too; everything for the chief and planners. */
export const listCrewPhotos = async (ctx: RequestContext, crewId: number) => {
  const { tx } = ctx;
  const access = await loadCrewAccessAs(
    tx,
    ctx,
    crewId,
    crewNonGuestRoles,
    'Guests cannot see crew photos',
  );
  const seesAll = access.role === 'chief' || access.role === 'planner';
  const rows = await crewExtrasRepository.photos(tx, ctx.tenant.id, crewId);
  return rows
    .filter((row) => seesAll || row.status === 'approved' || row.personId === ctx.auth.personId)
    .map((row) => toPhoto(ctx, row));
};

/**
 * Planners decide on pending photos; the crew sees a photo once approved. A photo already
 * decided answers 409, so a stale screen cannot silently overturn a colleague's decision.
 */
const decideCrewPhoto =
  (status: 'approved' | 'rejected') =>
  async (ctx: RequestContext, crewId: number, photoId: number) => {
    const { tx } = ctx;
    await loadCrewAccessAs(tx, ctx, crewId, ['planner'], 'Planners approve or reject photos');
    const row = await crewExtrasRepository.photo(tx, ctx.tenant.id, crewId, photoId);
    if (!row) throw notFound('Photo');
    const key = { tenantId: ctx.tenant.id, crewId, photoId };
    if (!(await crewExtrasRepository.decidePhoto(tx, key, status))) {
      throw new AppError('CONFLICT', 'This photo is no longer waiting for approval');
    }
    return toPhoto(ctx, { ...row, status });
  };

export const approveCrewPhoto = decideCrewPhoto('approved');
export const rejectCrewPhoto = decideCrewPhoto('rejected');
