import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

export type PdfFonts = { regular: PDFFont; bold: PDFFont };

/**
 * DejaVu Sans (npm `dejavu-fonts-ttf`, Bitstream Vera licence): the PDF standard fonts only
 * encode WinAnsi, so Welsh ŵ ŷ, Polish ł ź and typographic quotes printed as `?`. DejaVu covers
 * every letter of the seven languages and the rest of Latin Extended.
 */
const fontFiles = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

const resolve = createRequire(import.meta.url).resolve;
let fontBytes: Promise<[Buffer, Buffer]> | undefined;

/** Embeds the Unicode fonts, subset to the glyphs used so a PDF stays small. */
export const embedFonts = async (pdf: PDFDocument): Promise<PdfFonts> => {
  fontBytes ??= Promise.all([
    readFile(resolve(fontFiles.regular)),
    readFile(resolve(fontFiles.bold)),
  ]);
  const [regular, bold] = await fontBytes;
  pdf.registerFontkit(fontkit);
  return {
    regular: await pdf.embedFont(regular, { subset: true }),
    bold: await pdf.embedFont(bold, { subset: true }),
  };
};

/** One line of text: composed (NFC), control characters (tabs, line breaks) as spaces. */
export const printable = (text: string): string =>
  text.normalize('NFC').replace(/[\p{Cc}\u2028\u2029]/gu, ' ');

/** The text cut to `width` with an ellipsis: only for one-line footers. */
export const fit = (font: PDFFont, text: string, size: number, width: number): string => {
  let value = printable(text);
  if (font.widthOfTextAtSize(value, size) <= width) return value;
  while (value.length > 1 && font.widthOfTextAtSize(`${value}…`, size) > width) {
    value = value.slice(0, -1);
  }
  return `${value}…`;
};

/** Splits a word wider than the line into pieces that fit. */
const breakWord = (font: PDFFont, word: string, size: number, width: number): string[] => {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && font.widthOfTextAtSize(piece + char, size) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  return piece ? [...pieces, piece] : pieces;
};

/** The text in lines no wider than `width`, broken between words (a long word is split). */
export const wrap = (font: PDFFont, text: string, size: number, width: number): string[] => {
  const lines: string[] = [];
  let line = '';
  // Runs of spaces are kept: reports line up fields with them.
  for (const word of printable(text).split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    const pieces = breakWord(font, word, size, width);
    line = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  return line || lines.length === 0 ? [...lines, line] : lines;
};
