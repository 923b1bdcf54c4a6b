import { describe, expect, it } from 'vitest';
import { pdfTextLines } from '../../testing/pdf-text';
import { renderDocumentPdf } from './document-pdf';

const render = (lines: string[], rows: string[][] = []) =>
  renderDocumentPdf({
    title: 'Gŵyl Łódź',
    sections: [
      { heading: 'Names', lines, table: { columns: ['Name', 'Hours'], widths: [1, 3], rows } },
    ],
    footer: 'Crewhub',
    createdAt: new Date('2026-11-23T09:00:00Z'),
  });

const samples = [
  'Gŵyl Ŷ ŷ Ŵ', // Welsh
  'Łódź Źdźbło ł Ł ź ż ą ę', // Polish names
  'Pas d’arachides – « merci » œ Ç', // French
  'Grüße Straße Ä Ö Ü ß „so“', // German
  'Niño Peña ¿sí? ¡ya!', // Spanish
  'Ĳsselmeer één', // Dutch
  'Dvořák Šťastný Őrs Ærø Øst', // common European names
  'Çelik Ğ İ ş — … € ‘x’', // more names, dashes, the euro
];
const longName = 'Maximiliaan Alexander van den Bergh Oudegeest-Vermeulen Łukaszewicz';

describe('renderDocumentPdf', () => {
  it('prints every letter of the seven languages and typographic punctuation as written', async () => {
    const text = await pdfTextLines(await render(samples));
    expect(text).toContain('Gŵyl Łódź');
    for (const sample of samples) expect(text).toContain(sample);
    expect(text.join('\n')).not.toContain('?ód');
  });

  it('wraps a long name within its column instead of cutting it', async () => {
    const lines = await pdfTextLines(await render([], [[longName, '8.00']]));
    const cell = lines.slice(lines.indexOf('Name Hours') + 1);
    expect(cell.length).toBeGreaterThan(2);
    expect(cell.join(' ')).toContain(longName);
    expect(lines.join(' ')).not.toContain('…');
  });

  // The font's tables are decoded once for every document (pdf-text.ts); the text a glyph
  // stands for must still come from the document that prints it.
  it('keeps each document’s text whatever the documents before it printed', async () => {
    await render(samples);
    const lines = await pdfTextLines(await render([longName]));
    expect(lines).toContain(longName);
  });
});
