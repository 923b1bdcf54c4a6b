import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** Inline for images and PDFs the app shows; the name is sanitised for the header. */
export const contentDisposition = (filename: string, kind: 'inline' | 'attachment' = 'inline') =>
  `${kind}; filename="${filename.replace(/[^\w.-]+/g, '_')}"`;

/** Binary bodies skip serialization; the schema only documents them. */
export const binaryResponse = z.unknown().describe('The file bytes (see Content-Type)');

/**
 * A generated PDF as a download: sets the headers and gives the bytes for the handler to
 * return. Guarded handlers return their body instead of sending it, so the answer leaves only
 * after the request's transaction has committed.
 */
export const pdfDownload = (reply: FastifyReply, file: { bytes: Buffer; filename: string }) =>
  fileDownload(reply, 'application/pdf', file);

/** Any generated file as a download (see pdfDownload). */
export const fileDownload = (
  reply: FastifyReply,
  contentType: string,
  file: { bytes: Buffer; filename: string },
) => {
  reply
    .type(contentType)
    .header('content-disposition', contentDisposition(file.filename, 'attachment'));
  return file.bytes;
};
