import {
  documentUploadLimits,
  receiptEditRefusal,
  type ReceiptDetail,
  type ReceiptFileType,
} from '@crewhub/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidField } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { findUnsafeUploadText } from '../../lib/unsafe-text';
import { sniffPhotoType } from '../crew-day';
import { storeFile } from '../files';
import { assertOwnReceipt, findReceiptForChange, refuse } from './receipt-access';
import { receiptsRepository } from './receipts.repository';
import { getReceipt } from './receipts.service';

type ReceiptUpload = { filename: string; bytes: Buffer };

/**
 * The type the bytes are, whatever the client declared: a photo the browser can show, or a
 * PDF. A renamed script, or a HEIC photo most browsers cannot show, is refused.
 */
export const receiptFileType = (bytes: Uint8Array): ReceiptFileType | null => {
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-') return 'application/pdf';
  const photo = sniffPhotoType(bytes);
  return photo === 'image/heic' ? null : photo;
};

/** Reads the multipart field "file" within the document size limit (413 beyond it). */
export const readReceiptUpload = async (request: FastifyRequest): Promise<ReceiptUpload> => {
  if (!request.isMultipart()) {
    throw invalidField('headers.content-type', 'Send the file as multipart/form-data');
  }
  const part = await request.file({ limits: { fileSize: documentUploadLimits.maxBytes } });
  if (!part) throw invalidField('body.file', 'Required');
  const unsafe = findUnsafeUploadText(part.filename);
  if (unsafe) {
    part.file.resume();
    throw invalidField(unsafe.field, unsafe.message);
  }
  return { filename: part.filename, bytes: await part.toBuffer() };
};

/** POST /receipts/{number}/documents: the photo or PDF of the paper receipt, on a draft. */
export const addReceiptDocument = async (
  ctx: RequestContext,
  number: string,
  upload: ReceiptUpload,
): Promise<ReceiptDetail> => {
  const receipt = await findReceiptForChange(ctx, number);
  assertOwnReceipt(ctx, receipt);
  refuse(receiptEditRefusal(receipt.status), 'Documents are added while the receipt is a draft');
  const contentType = receiptFileType(upload.bytes);
  if (!contentType) {
    throw new AppError('UNSUPPORTED_FILE_TYPE', 'Upload a photo (JPEG, PNG, WebP) or a PDF');
  }
  const file = await storeFile(ctx.tx, ctx, {
    bytes: upload.bytes,
    filename: upload.filename.slice(0, 200) || 'receipt',
    contentType,
  });
  await receiptsRepository.addFile(ctx.tx, ctx.tenant.id, receipt.id, file.id);
  return getReceipt(ctx, number);
};
