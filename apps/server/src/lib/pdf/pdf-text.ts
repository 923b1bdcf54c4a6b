import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

export type PdfFonts = { regular: PDFFont; bold: PDFFont };
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type Font = ReturnType<Fontkit['create']>;

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

/**
 * fontkit that decodes each font file's tables once. pdf-lib asks fontkit to parse the font
 * for every document it embeds it in, and decoding DejaVu's tables was most of a PDF's CPU (a
 * document took 107 ms of CPU, 55 ms with the tables decoded once) and two fifths of a fresh
 * server's start, which prints the demo's PDFs. Each document still gets a font object of its
 * own, inheriting the decoded tables: the font remembers each glyph with the characters it was
 * first laid out for, which become the PDF's text for copying and search, so glyphs must not
 * carry over from another document. That memory is fontkit's `_glyphs` (fontkit 1.1, the last
 * release); a PDF test prints two texts one after the other and fails if the second comes out
 * wrong.
 */
const parsedFonts = new WeakMap<Uint8Array, Font>();
const fontkitParsingOnce: Fontkit = {
  create: (buffer, postscriptName) => {
    if (postscriptName !== undefined) return fontkit.create(buffer, postscriptName);
    let parsed = parsedFonts.get(buffer);
    if (!parsed) {
      parsed = fontkit.create(buffer);
      parsedFonts.set(buffer, parsed);
    }
    return Object.assign(Object.create(parsed) as Font, { _glyphs: {} });
  },
};

/** Embeds the Unicode fonts, subset to the glyphs used so a PDF stays small. */
export const embedFonts = async (pdf: PDFDocument): Promise<PdfFonts> => {
  fontBytes ??= Promise.all([
    readFile(resolve(fontFiles.regular)),
    readFile(resolve(fontFiles.bold)),
  ]);
  const [regular, bold] = await fontBytes;
  pdf.registerFontkit(fontkitParsingOnce);
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
