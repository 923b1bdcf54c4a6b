import {
  documentUploadLimits,
  type DocumentContentType,
  type UploadDocumentFields,
} from '@crewhub/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, invalidField } from '../../lib/app-error';
import { findUnsafeUploadText } from '../../lib/unsafe-text';
import { sniffPhotoType } from '../crew-day';

export type DocumentUpload<Fields = UploadDocumentFields> = {
  fields: Fields;
  filename: string;
  declaredType: string;
  bytes: Buffer;
};

const officeTypes: readonly string[] = documentUploadLimits.contentTypes.filter((type) =>
  type.startsWith('application/vnd.openxmlformats'),
);

const byExtension: Record<string, DocumentContentType> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const isAllowed = (type: string): type is DocumentContentType =>
  (documentUploadLimits.contentTypes as readonly string[]).includes(type);

export const unsupportedDocument = () =>
  new AppError('UNSUPPORTED_FILE_TYPE', 'Upload a PDF, JPEG, PNG, WebP, DOCX or XLSX file');

/**
 * The type the stored file is served with. Browsers sometimes send octet-stream, so the
 * extension may name the type; the first bytes must then agree, so a script renamed .pdf is
 * refused. DOCX and XLSX are ZIP containers and are only checked as such.
 */
export const documentContentType = (upload: {
  filename: string;
  declaredType: string;
  bytes: Uint8Array;
}): DocumentContentType => {
  const extension = upload.filename.split('.').pop()?.toLowerCase() ?? '';
  const claimed = isAllowed(upload.declaredType) ? upload.declaredType : byExtension[extension];
  if (!claimed) throw unsupportedDocument();
  const head = Buffer.from(upload.bytes.subarray(0, 5)).toString('latin1');
  const matches =
    claimed === 'application/pdf'
      ? head === '%PDF-'
      : officeTypes.includes(claimed)
        ? head.startsWith('PK\x03\x04')
        : sniffPhotoType(upload.bytes) === claimed;
  if (!matches) throw unsupportedDocument();
  return claimed;
};

/**
 * Reads a multipart upload: text fields first, then the file in the field "file" (fields sent
 * after the file are not seen). Fields are checked before the bytes are buffered; files over
 * the limit fail while buffering with FST_REQ_FILE_TOO_LARGE, which answers 413.
 */
export const readDocumentUpload = async <Fields>(
  request: FastifyRequest,
  fieldsSchema: z.ZodType<Fields>,
): Promise<DocumentUpload<Fields>> => {
  if (!request.isMultipart())
    throw invalidField('headers.content-type', 'Send the file as multipart/form-data');
  const part = await request.file({ limits: { fileSize: documentUploadLimits.maxBytes } });
  if (!part) throw invalidField('body.file', 'Required');
  const values = Object.fromEntries(
    Object.entries(part.fields).flatMap(([key, field]) =>
      field && !Array.isArray(field) && field.type === 'field' ? [[key, String(field.value)]] : [],
    ),
  );
  const unsafe = findUnsafeUploadText(part.filename, values);
  if (unsafe) {
    part.file.resume();
    throw invalidField(unsafe.field, unsafe.message);
  }
  const parsed = fieldsSchema.safeParse(values);
  if (!parsed.success) {
    // Drain the stream so the connection can be reused, then refuse.
    part.file.resume();
    const issues = parsed.error.issues.map((issue) => ({
      field: `body.${issue.path.join('.')}`,
      message: issue.message,
    }));
    throw new AppError('VALIDATION_FAILED', `${issues[0]!.field}: ${issues[0]!.message}`, issues);
  }
  const bytes = await part.toBuffer();
  return { fields: parsed.data, filename: part.filename, declaredType: part.mimetype, bytes };
};
