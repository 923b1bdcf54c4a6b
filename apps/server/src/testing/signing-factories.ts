import type { SignatoryStatusCaption } from '@crewhub/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contacts, documentSignatories, documentSignatures, documentTypes } from '../db/schema';
import { withTenant } from '../db/tenant-scope';
import type { FileStorage } from '../lib/storage/storage';
import { createDocumentFactories } from './document-factories';

type SignatoryValues = {
  party: { personId: number } | { contactId: number };
  caption: SignatoryStatusCaption | null;
  /** How many signatures it gives (n = 1…); one by default. */
  signatures?: number;
  /** When its signatures were given; unsigned when absent. */
  signedAt?: Date;
};

type TypeValues = {
  allowsSignatories?: boolean;
  parameters?: Record<string, string | number | boolean>;
};

/** Documents with signatories and signatures for the signing tests. */
export const createSigningFactories = (db: Database, storage: FileStorage, tenantId = 1) => {
  const inTenant = <T>(work: Parameters<typeof withTenant<T>>[2]) => withTenant(db, tenantId, work);
  const documentFactories = createDocumentFactories(db, storage, tenantId);
  let types = 0;
  return {
    ...documentFactories,

    contactIdByEmail: (email: string) =>
      inTenant(async (tx) => {
        const [row] = await tx
          .select({ id: contacts.id })
          .from(contacts)
          .where(eq(contacts.email, email));
        return row!.id;
      }),

    /** A document of a new type, owned by `ownerPersonId`, with the given signatories in order. */
    signingDocument: async (input: {
      ownerPersonId: number;
      type?: TypeValues;
      signatories: SignatoryValues[];
      documentDate?: string;
      /** The stored file, when a test reads it (a real PDF to stamp signatures into). */
      content?: Buffer;
    }) => {
      types += 1;
      const typeName = `Signing type ${types}`;
      const typeId = await inTenant(
        async (tx) =>
          (
            await tx
              .insert(documentTypes)
              .values({
                tenantId,
                name: typeName,
                allowsSignatories: true,
                ...input.type,
              })
              .returning({ id: documentTypes.id })
          )[0]!.id,
      );
      const document = await documentFactories.document(
        {
          typeId,
          personId: input.ownerPersonId,
          name: `Agreement ${types}`,
          ...(input.documentDate && { documentDate: input.documentDate }),
        },
        input.content,
      );
      const signatoryIds = await inTenant(async (tx) => {
        const ids: number[] = [];
        for (const [index, signatory] of input.signatories.entries()) {
          const [row] = await tx
            .insert(documentSignatories)
            .values({
              tenantId,
              documentId: document.id,
              ...signatory.party,
              statusCaption: signatory.caption,
              signingOrder: index + 1,
            })
            .returning({ id: documentSignatories.id });
          await tx.insert(documentSignatures).values(
            Array.from({ length: signatory.signatures ?? 1 }, (_, n) => ({
              tenantId,
              signatoryId: row!.id,
              n: n + 1,
              ...(signatory.signedAt && { signed: true, signedAt: signatory.signedAt }),
            })),
          );
          ids.push(row!.id);
        }
        return ids;
      });
      return { documentId: document.id, signatoryIds, name: document.name, typeName };
    },
  };
};
