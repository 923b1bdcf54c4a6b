import { randomUUID } from 'node:crypto';
import { renderDocumentPdf, type PdfSection } from '../../lib/pdf/document-pdf';
import type { FileStorage } from '../../lib/storage/storage';
import type { Transaction } from '../client';
import { files } from '../schema';

/** Where seeded PDFs go; without storage the demo rows are made without files. */
export type SeedFiles = { tenantId: number; storage: FileStorage | null; createdAt: Date };

export type SeedPdf = {
  filename: string;
  title: string;
  subtitle?: string;
  sections: PdfSection[];
};

/**
 * Renders one-page demo PDFs and stores them like uploads; returns their file ids in order
 * (null each without storage). One multi-row insert: PostgreSQL returns its rows in order.
 */
export const storeSeedPdfs = async (
  tx: Transaction,
  seed: SeedFiles,
  pdfs: SeedPdf[],
): Promise<(number | null)[]> => {
  const { storage } = seed;
  if (!storage || pdfs.length === 0) return pdfs.map(() => null);
  const stored = [];
  for (const pdf of pdfs) {
    const bytes = await renderDocumentPdf({
      title: pdf.title,
      subtitle: pdf.subtitle,
      sections: pdf.sections,
      footer: 'Crewhub demo document',
      createdAt: seed.createdAt,
    });
    stored.push({ pdf, bytes, storageKey: `t${seed.tenantId}/seed/${randomUUID()}` });
  }
  await Promise.all(stored.map((file) => storage.put(file.storageKey, file.bytes)));
  const rows = await tx
    .insert(files)
    .values(
      stored.map((file) => ({
        tenantId: seed.tenantId,
        storageKey: file.storageKey,
        filename: file.pdf.filename,
        contentType: 'application/pdf',
        size: file.bytes.length,
      })),
    )
    .returning({ id: files.id });
  return rows.map((row) => row.id);
};

/** A file-name-safe slug of a title. */
export const fileSlug = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
