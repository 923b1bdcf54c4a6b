import { PDFDocument, rgb, type PDFImage, type PDFPage } from 'pdf-lib';
import { drawFooters, margin, pageSize } from '../../lib/pdf/document-pdf';
import { embedFonts, fit } from '../../lib/pdf/pdf-text';

export type StampedSignature = { png: Uint8Array; lines: string[] };

const imageBox = { width: 180, height: 70 };
const lineHeight = 12;
const textX = margin + imageBox.width + 20;
const grey = rgb(0.35, 0.35, 0.35);

/** The PDF, or null when it is damaged or encrypted (pdf-lib fails lazily, on the page tree). */
const readablePdf = async (bytes: Uint8Array): Promise<PDFDocument | null> => {
  try {
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    return pdf.getPageCount() > 0 ? pdf : null;
  } catch {
    return null;
  }
};

/**
 * The document's PDF with a signature page appended: every signature given so far, its image
 * beside who signed when. The original pages stay untouched, so whatever the office laid out
 * is never covered. null when the original cannot be read as a PDF (damaged or encrypted).
 */
export const withSignaturePage = async (
  original: Uint8Array,
  input: { title: string; signatures: StampedSignature[]; footer: string; now: Date },
): Promise<Uint8Array | null> => {
  const pdf = await readablePdf(original);
  if (!pdf) return null;
  pdf.setModificationDate(input.now);
  const { regular: font, bold } = await embedFonts(pdf);
  const textWidth = pageSize[0] - margin - textX;

  // One drawing signs all of a signatory's signatures: embed it once.
  const images = new Map<Uint8Array, PDFImage>();
  let page: PDFPage = pdf.addPage(pageSize);
  let y = pageSize[1] - margin - 16;
  const pages = [page];
  page.drawText('Signatures', { x: margin, y, size: 16, font: bold });
  y -= 18;
  page.drawText(fit(font, input.title, 10, pageSize[0] - 2 * margin), {
    x: margin,
    y,
    size: 10,
    font,
  });
  y -= 24;

  for (const signature of input.signatures) {
    const height = Math.max(imageBox.height, signature.lines.length * lineHeight) + 18;
    if (y - height < margin + lineHeight) {
      page = pdf.addPage(pageSize);
      pages.push(page);
      y = pageSize[1] - margin;
    }
    const image = images.get(signature.png) ?? (await pdf.embedPng(signature.png));
    images.set(signature.png, image);
    const scaled = image.scaleToFit(imageBox.width, imageBox.height);
    page.drawImage(image, {
      x: margin,
      y: y - scaled.height,
      width: scaled.width,
      height: scaled.height,
    });
    signature.lines.forEach((line, index) => {
      page.drawText(fit(index === 0 ? bold : font, line, 9, textWidth), {
        x: textX,
        y: y - 9 - index * lineHeight,
        size: 9,
        font: index === 0 ? bold : font,
      });
    });
    y -= height;
    page.drawLine({
      start: { x: margin, y: y + 9 },
      end: { x: pageSize[0] - margin, y: y + 9 },
      thickness: 0.5,
      color: grey,
    });
  }

  drawFooters(pages, font, input.footer);
  return pdf.save();
};
