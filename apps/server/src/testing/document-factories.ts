import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { documents, documentTypes, files, persons } from '../db/schema';
import { withTenant } from '../db/tenant-scope';
import type { FileStorage } from '../lib/storage/storage';

type DocumentValues = Partial<typeof documents.$inferInsert> & { typeId: number };
/** What a stored test file holds: a stand-in by default, or real PDF bytes when a test reads it. */
type FileContent = string | Buffer;
let types = 0;

/** Document types and documents (with a stored file) for the documents and export tests. */
export const createDocumentFactories = (db: Database, storage: FileStorage, tenantId = 1) => {
  const inTenant = <T>(work: Parameters<typeof withTenant<T>>[2]) => withTenant(db, tenantId, work);
  const storeFile = async (tx: Transaction, content: FileContent = '%PDF-1.7 test document') => {
    const storageKey = `t${tenantId}/test/${randomUUID()}`;
    const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content);
    await storage.put(storageKey, bytes);
    const [file] = await tx
      .insert(files)
      .values({
        tenantId,
        storageKey,
        filename: 'test.pdf',
        contentType: 'application/pdf',
        size: bytes.length,
      })
      .returning();
    return file!;
  };
  return {
    /** A new document type, general unless told otherwise. */
    documentType: (values: Partial<typeof documentTypes.$inferInsert> = {}) =>
      inTenant(async (tx) => {
        types += 1;
        const [type] = await tx
          .insert(documentTypes)
          .values({ name: `Test type ${types}`, ...values, tenantId })
          .returning();
        return type!;
      }),

    /** The id of a seeded type by name ("ID card", "Site map", ...). */
    typeId: (name: string) =>
      inTenant(async (tx) => {
        const [row] = await tx
          .select({ id: documentTypes.id })
          .from(documentTypes)
          .where(eq(documentTypes.name, name));
        if (!row) throw new Error(`no document type ${name}`);
        return row.id;
      }),

    personIdByEmail: (email: string) =>
      inTenant(async (tx) => {
        const [row] = await tx
          .select({ id: persons.id })
          .from(persons)
          .where(eq(persons.email, email));
        return row!.id;
      }),

    file: (content?: FileContent) => inTenant((tx) => storeFile(tx, content)),

    document: (values: DocumentValues, content?: FileContent) =>
      inTenant(async (tx) => {
        const file = await storeFile(tx, content);
        const [document] = await tx
          .insert(documents)
          .values({
            name: 'Test document',
            documentDate: '2026-11-01',
            ...values,
            fileId: file.id,
            tenantId,
          })
          .returning();
        return document!;
      }),
  };
};

export type DocumentFactories = ReturnType<typeof createDocumentFactories>;

/** A multipart/form-data body: text fields first, then the file in the field "file". */
export const multipartBody = (
  fields: Record<string, string>,
  file: { bytes: Buffer; contentType: string; filename: string } | null,
) => {
  const boundary = 'crewhub-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    ...(file
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\n` +
              `Content-Type: ${file.contentType}\r\n\r\n`,
          ),
          file.bytes,
          Buffer.from('\r\n'),
        ]
      : []),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};
