import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text a PDF reader extracts, one string per text line, pages in order (pdfjs, as a browser
 * reads it). Finds what a `?` in place of a letter or a cut name would hide.
 */
export const pdfTextLines = async (bytes: Uint8Array): Promise<string[]> => {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    let line = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
      }
    }
    if (line) lines.push(line);
  }
  await pdf.destroy();
  return lines;
};
