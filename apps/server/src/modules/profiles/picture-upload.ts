import { pictureCropSchema, profilePictureLimits, type PictureCrop } from '@crewhub/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidField } from '../../lib/app-error';
import { findUnsafeUploadText } from '../../lib/unsafe-text';

export type PictureUpload = { bytes: Buffer; crop: PictureCrop };

const megabytes = profilePictureLimits.maxBytes / 1024 / 1024;

const isTooLarge = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Reads the multipart upload: the crop as text fields before the file "file". A file over the
 * limit is a 400 on body.file (the person picked the wrong photo), not the generic 413.
 */
export const readPictureUpload = async (request: FastifyRequest): Promise<PictureUpload> => {
  if (!request.isMultipart()) {
    throw invalidField('headers.content-type', 'Send the picture as multipart/form-data');
  }
  const part = await request.file({ limits: { fileSize: profilePictureLimits.maxBytes } });
  if (!part) throw invalidField('body.file', 'Send the picture in the field "file"');
  const values = Object.fromEntries(
    Object.entries(part.fields).flatMap(([key, field]) =>
      field && !Array.isArray(field) && field.type === 'field' ? [[key, String(field.value)]] : [],
    ),
  );
  const unsafe = findUnsafeUploadText(part.filename, values);
  const crop = pictureCropSchema.safeParse(values);
  if (unsafe || !crop.success) {
    // Drain the stream so the connection can be reused, then refuse.
    part.file.resume();
    if (unsafe) throw invalidField(unsafe.field, unsafe.message);
    const issues = crop.error!.issues.map((issue) => ({
      field: `body.${issue.path.join('.')}`,
      message: issue.message,
    }));
    throw new AppError('VALIDATION_FAILED', `${issues[0]!.field}: ${issues[0]!.message}`, issues);
  }
  try {
    return { bytes: await part.toBuffer(), crop: crop.data };
  } catch (error) {
    if (isTooLarge(error))
      throw invalidField('body.file', `Use a picture of at most ${megabytes} MB`);
    throw error;
  }
};
