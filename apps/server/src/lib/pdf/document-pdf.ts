import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { embedFonts, fit, printable, wrap } from './pdf-text';

export type PdfTable = {
  columns: string[];
  rows: string[][];
  /** Relative column widths; equal widths without them. */
  widths?: number[];
};
export type PdfSection = { heading: string; lines?: string[]; table?: PdfTable };
export type PdfSignature = {
  /** The drawn signature; null for a digital confirmation without a drawing. */
  png: Uint8Array | null;
  lines: string[];
  /** The block's heading in the reader's language; "Signature" without one. */
  heading?: string;
};
export type PdfDocumentInput = {
  title: string;
  subtitle?: string;
  sections: PdfSection[];
  signature?: PdfSignature;
  footer: string;
  createdAt: Date;
};

export const pageSize: [number, number] = [595.28, 841.89]; // A4
export const margin = 48;
const lineHeight = 14;
const tableSize = 9;
const tableLine = 11;
const grey = rgb(0.35, 0.35, 0.35);

/** The small grey footer line at the bottom of every page. */
export const drawFooters = (pages: PDFPage[], font: PDFFont, footer: string) => {
  for (const page of pages) {
    page.drawText(fit(font, footer, 8, pageSize[0] - 2 * margin), {
      x: margin,
      y: margin / 2,
      size: 8,
      font,
      color: grey,
    });
  }
};

/** Renders a plain A4 document: title, sections of lines and tables, optional signature. */
export const renderDocumentPdf = async (input: PdfDocumentInput): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(input.title));
  pdf.setCreator('Crewhub');
  pdf.setCreationDate(input.createdAt);
  pdf.setModificationDate(input.createdAt);
  const { regular: font, bold } = await embedFonts(pdf);
  const width = pageSize[0] - 2 * margin;

  let page: PDFPage = pdf.addPage(pageSize);
  let y = pageSize[1] - margin;
  const ensure = (height: number) => {
    if (y - height >= margin + lineHeight) return;
    page = pdf.addPage(pageSize);
    y = pageSize[1] - margin;
  };
  // Long texts wrap onto further lines: names and addresses are never cut.
  const write = (text: string, options: { size?: number; useBold?: boolean } = {}) => {
    const size = options.size ?? 10;
    const used = options.useBold ? bold : font;
    for (const line of wrap(used, text, size, width)) {
      ensure(size + 4);
      page.drawText(line, { x: margin, y, size, font: used });
      y -= size + 4;
    }
  };

  write(input.title, { size: 18, useBold: true });
  if (input.subtitle) write(input.subtitle, { size: 11 });
  y -= 8;
  for (const section of input.sections) {
    ensure(lineHeight * 3);
    write(section.heading, { size: 12, useBold: true });
    for (const line of section.lines ?? []) write(line);
    if (section.table) {
      const weights = section.table.widths ?? section.table.columns.map(() => 1);
      const unit = width / weights.reduce((total, weight) => total + weight, 0);
      const lefts = weights.map((_, index) =>
        weights.slice(0, index).reduce((total, weight) => total + weight * unit, 0),
      );
      // A row is as tall as its longest cell, each cell wrapped to its column.
      const row = (cells: string[], useBold: boolean) => {
        const used = useBold ? bold : font;
        const wrapped = cells.map((cell, index) =>
          wrap(used, cell, tableSize, (weights[index] ?? 1) * unit - 4),
        );
        const lines = Math.max(1, ...wrapped.map((cell) => cell.length));
        ensure(lines * tableLine);
        wrapped.forEach((cellLines, index) => {
          cellLines.forEach((line, lineIndex) => {
            page.drawText(line, {
              x: margin + (lefts[index] ?? 0),
              y: y - lineIndex * tableLine,
              size: tableSize,
              font: used,
            });
          });
        });
        y -= (lines - 1) * tableLine + lineHeight;
      };
      row(section.table.columns, true);
      for (const cells of section.table.rows) row(cells, false);
    }
    y -= 8;
  }

  if (input.signature) {
    ensure(140);
    write(input.signature.heading ?? 'Signature', { size: 12, useBold: true });
    if (input.signature.png) {
      const image = await pdf.embedPng(input.signature.png);
      const scaled = image.scaleToFit(220, 90);
      y -= scaled.height;
      page.drawImage(image, { x: margin, y, width: scaled.width, height: scaled.height });
      y -= 6;
    }
    for (const line of input.signature.lines) write(line);
  }

  drawFooters(pdf.getPages(), font, input.footer);
  return pdf.save();
};
