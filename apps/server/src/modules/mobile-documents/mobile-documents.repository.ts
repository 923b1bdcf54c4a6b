import type { LoginTypeCode, MobileDocumentKind } from '@crewhub/shared';
import { and, arrayOverlaps, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sameTenantRow } from '../../db/joins';
import { companies, files, mobileDocuments } from '../../db/schema';

/** Who reads which documents: login types (undefined: all) and clients (undefined: all). */
export type MobileDocumentView = {
  loginTypes: readonly LoginTypeCode[] | undefined;
  /** undefined: every client's agreements; null: only the general ones; else also this one's. */
  companyId: number | null | undefined;
};

const visibleTo = (view: MobileDocumentView): SQL | undefined =>
  and(
    view.loginTypes === undefined
      ? undefined
      : or(
          sql`cardinality(${mobileDocuments.loginTypes}) = 0`,
          arrayOverlaps(mobileDocuments.loginTypes, [...view.loginTypes]),
        ),
    view.companyId === undefined
      ? undefined
      : view.companyId === null
        ? isNull(mobileDocuments.companyId)
        : or(isNull(mobileDocuments.companyId), eq(mobileDocuments.companyId, view.companyId)),
  );

export const mobileDocumentsRepository = {
  list: (
    tx: Executor,
    tenantId: number,
    filter: {
      kinds: readonly MobileDocumentKind[];
      rateCardId?: number;
      id?: number;
      view: MobileDocumentView;
    },
  ) =>
    tx
      .select({
        id: mobileDocuments.id,
        kind: mobileDocuments.kind,
        name: mobileDocuments.name,
        description: mobileDocuments.description,
        publishedOn: mobileDocuments.publishedOn,
        companyId: mobileDocuments.companyId,
        companyName: companies.name,
        rateCardId: mobileDocuments.rateCardId,
        fileId: files.id,
        filename: files.filename,
        contentType: files.contentType,
        size: files.size,
      })
      .from(mobileDocuments)
      .innerJoin(files, sameTenantRow(files, mobileDocuments.tenantId, mobileDocuments.fileId))
      .leftJoin(
        companies,
        sameTenantRow(companies, mobileDocuments.tenantId, mobileDocuments.companyId),
      )
      .where(
        and(
          eq(mobileDocuments.tenantId, tenantId),
          inArray(mobileDocuments.kind, [...filter.kinds]),
          filter.rateCardId === undefined
            ? undefined
            : eq(mobileDocuments.rateCardId, filter.rateCardId),
          filter.id === undefined ? undefined : eq(mobileDocuments.id, filter.id),
          visibleTo(filter.view),
        ),
      )
      .orderBy(desc(mobileDocuments.publishedOn), desc(mobileDocuments.id)),

  insert: async (
    tx: Executor,
    tenantId: number,
    values: Omit<typeof mobileDocuments.$inferInsert, 'tenantId' | 'id'>,
  ) =>
    (
      await tx
        .insert(mobileDocuments)
        .values({ tenantId, ...values })
        .returning({ id: mobileDocuments.id })
    )[0]!.id,
};

/** Every document, for editors. */
export const everything: MobileDocumentView = { loginTypes: undefined, companyId: undefined };

export type MobileDocumentRow = Awaited<ReturnType<typeof mobileDocumentsRepository.list>>[number];
