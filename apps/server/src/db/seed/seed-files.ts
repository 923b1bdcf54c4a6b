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

export type SeedFile = { bytes: Uint8Array; filename: string; contentType: string };

/**
 * Stores demo files like uploads; returns their file ids in order (null each without storage).
 * One multi-row insert: PostgreSQL returns its rows in order.
 */
export const storeSeedFiles = async (
  tx: Transaction,
  seed: SeedFiles,
  seedFiles: SeedFile[],
): Promise<(number | null)[]> => {
  const { storage } = seed;
  if (!storage || seedFiles.length === 0) return seedFiles.map(() => null);
  const stored = seedFiles.map((file) => ({
    file,
    storageKey: `t${seed.tenantId}/seed/${randomUUID()}`,
  }));
  await Promise.all(stored.map(({ file, storageKey }) => storage.put(storageKey, file.bytes)));
  const rows = await tx
    .insert(files)
    .values(
      stored.map(({ file, storageKey }) => ({
        tenantId: seed.tenantId,
        storageKey,
        filename: file.filename,
        contentType: file.contentType,
        size: file.bytes.length,
      })),
    )
    .returning({ id: files.id });
  return rows.map((row) => row.id);
};

/** A one-page demo PDF. */
export const renderSeedPdf = (seed: SeedFiles, pdf: SeedPdf): Promise<Uint8Array> =>
  renderDocumentPdf({
    title: pdf.title,
    subtitle: pdf.subtitle,
    sections: pdf.sections,
    footer: 'Crewhub demo document',
    createdAt: seed.createdAt,
  });

/** Renders one-page demo PDFs and stores them like uploads; their file ids in order. */
export const storeSeedPdfs = async (
  tx: Transaction,
  seed: SeedFiles,
  pdfs: SeedPdf[],
): Promise<(number | null)[]> => {
  if (!seed.storage) return pdfs.map(() => null);
  const rendered: SeedFile[] = [];
  for (const pdf of pdfs) {
    rendered.push({
      bytes: await renderSeedPdf(seed, pdf),
      filename: pdf.filename,
      contentType: 'application/pdf',
    });
  }
  return storeSeedFiles(tx, seed, rendered);
};

/** A file-name-safe slug of a title. */
export const fileSlug = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
