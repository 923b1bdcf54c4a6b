import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderDocumentPdf } from '../../lib/pdf/document-pdf';
import { scribblePng } from '../../db/seed/seed-signature-png';
import { withSignaturePage } from './signature-page';

const now = new Date('2026-11-23T09:00:00Z');
const signature = { png: scribblePng(1), lines: ['Signed by Sanne de Vries', 'Rating: 5/5'] };

describe('withSignaturePage', () => {
  it('appends signature pages after the untouched original', async () => {
    const original = await renderDocumentPdf({
      title: 'Contract',
      sections: [],
      footer: 'footer',
      createdAt: now,
    });
    const signed = await withSignaturePage(original, {
      title: 'Contract',
      signatures: Array.from({ length: 12 }, () => signature),
      footer: 'Signed copy',
      now,
    });
    const pdf = await PDFDocument.load(signed!);
    // One original page, then twelve signature blocks over two pages.
    expect(pdf.getPageCount()).toBe(3);
  });

  it.each([
    ['text that only starts like a PDF', Buffer.from('%PDF-1.7 not really')],
    ['an image', Buffer.from(scribblePng(2))],
  ])('gives up on %s', async (_, bytes) => {
    const signed = await withSignaturePage(bytes, {
      title: 'x',
      signatures: [signature],
      footer: 'x',
      now,
    });
    expect(signed).toBeNull();
  });
});
