import { orderedSignatories } from '@crewhub/shared';
import { PDFDocument } from 'pdf-lib';
import { AppError } from '../../lib/app-error';
import { decodeSignaturePng } from '../../lib/pdf/signature-image';
import { signatureLines } from '../crew-day';
import { withSignaturePage, type StampedSignature } from './signature-page';
import type { SignatoryState, SigningState } from './signing-state';

/**
 * The PNG bytes of a signature data URL that the PDF library can also draw: a file that only
 * starts like a PNG would otherwise fail later, while stamping, as a server error.
 */
export const drawableSignature = async (dataUrl: string): Promise<Uint8Array> => {
  const png = decodeSignaturePng(dataUrl);
  try {
    await (await PDFDocument.create()).embedPng(png);
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The signature is not a readable PNG image', [
      { field: 'body.signature', message: 'Not a readable PNG image' },
    ]);
  }
  return png;
};

type Signature = SignatoryState['signatures'][number];

const linesOf = (signatory: SignatoryState, signature: Signature & { signedAt: Date }) =>
  signatureLines({
    signerName: signatory.name,
    signedAt: signature.signedAt,
    timeZone: signatory.timeZone,
    extra: [
      ...(signatory.signatures.length > 1
        ? [`Signature ${signature.n} of ${signatory.signatures.length}`]
        : []),
      ...(signature.rating !== null ? [`Rating: ${signature.rating}/5`] : []),
      ...Object.entries(signature.formFields ?? {}).map(([field, value]) => `${field}: ${value}`),
    ],
  });

/**
 * The document's PDF with every signature given so far on a signature page; null when the
 * document has no PDF to stamp (another file type, or one that cannot be read).
 */
export const renderSignedCopy = async (
  state: SigningState,
  original: { bytes: Uint8Array; contentType: string },
  pngOf: (imageFileId: number) => Promise<Uint8Array>,
  now: Date,
): Promise<Uint8Array | null> => {
  if (original.contentType !== 'application/pdf') return null;
  const signatures: StampedSignature[] = [];
  const pngs = new Map<number, Uint8Array>();
  for (const signatory of orderedSignatories(state)) {
    for (const signature of signatory.signatures) {
      const { imageFileId, signedAt } = signature;
      if (!signature.signed || imageFileId === null || signedAt === null) continue;
      if (!pngs.has(imageFileId)) pngs.set(imageFileId, await pngOf(imageFileId));
      signatures.push({
        png: pngs.get(imageFileId)!,
        lines: linesOf(signatory, { ...signature, signedAt }),
      });
    }
  }
  return withSignaturePage(original.bytes, {
    title: state.name,
    signatures,
    footer: `Crewhub - signed copy of ${state.name}`,
    now,
  });
};

/** The signed copy's file name: the original's, marked as signed. */
export const signedCopyFilename = (filename: string) =>
  `${filename.replace(/\.pdf$/i, '') || 'document'}-signed.pdf`;
