import {
  offsetOf,
  type Language,
  type ListQuery,
  type LoginTypeCode,
  type ReferenceItem,
} from '@crewhub/shared';
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, faqCategories, faqCategoryLinks, faqs } from '../../db/schema';

/** Who reads: their login types and client company (null for everyone but client contacts). */
export type FaqReader = { loginTypes: LoginTypeCode[]; companyId: number | null };

export type FaqFilter = {
  /** Only what this reader may read; undefined: every FAQ (editors). */
  reader?: FaqReader;
  language?: Language;
  categoryId?: number;
  /** Words to find, with the text-search configuration of the language searched. */
  search?: { q: string; config: string };
};

export type FaqValues = {
  companyId: number | null;
  loginTypes: LoginTypeCode[];
  tags: string[];
  question: string;
  answer: string;
  language: Language;
};

const readableBy = (reader: FaqReader): SQL | undefined =>
  and(
    or(
      sql`cardinality(${faqs.loginTypes}) = 0`,
      sql`${faqs.loginTypes} && ${sql.param(reader.loginTypes)}::text[]`,
    ),
    reader.companyId === null
      ? isNull(faqs.companyId)
      : or(isNull(faqs.companyId), eq(faqs.companyId, reader.companyId)),
  );

// Question and tags weigh more than the answer; the tags are single words, so no stemming.
const document = (config: string) => sql`
  setweight(to_tsvector(${config}::regconfig, ${faqs.question}), 'A')
  || setweight(to_tsvector('simple', array_to_string(${faqs.tags}, ' ')), 'A')
  || setweight(to_tsvector(${config}::regconfig, ${faqs.answer}), 'B')`;

const tsQuery = (search: { q: string; config: string }) =>
  sql`websearch_to_tsquery(${search.config}::regconfig, ${search.q})`;

/** Part of a word also finds it ("vakantie" in "vakantiedagen"), ranked below real matches. */
const containsText = (q: string) => {
  const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(sql`${faqs.question} ilike ${pattern}`, sql`${faqs.answer} ilike ${pattern}`);
};

const whereOf = (tenantId: number, filter: FaqFilter) =>
  and(
    eq(faqs.tenantId, tenantId),
    filter.reader && readableBy(filter.reader),
    filter.language && eq(faqs.language, filter.language),
    filter.categoryId === undefined
      ? undefined
      : sql`exists (select 1 from ${faqCategoryLinks} l where l.tenant_id = ${faqs.tenantId}
          and l.faq_id = ${faqs.id} and l.category_id = ${filter.categoryId})`,
    filter.search &&
      or(
        sql`${document(filter.search.config)} @@ ${tsQuery(filter.search)}`,
        containsText(filter.search.q),
      ),
  );

const columns = {
  id: faqs.id,
  companyId: faqs.companyId,
  companyName: companies.name,
  loginTypes: faqs.loginTypes,
  tags: faqs.tags,
  question: faqs.question,
  answer: faqs.answer,
  language: faqs.language,
  updatedAt: faqs.updatedAt,
};

const selectFaqs = (tx: Executor) =>
  tx
    .select(columns)
    .from(faqs)
    .leftJoin(
      companies,
      and(eq(companies.tenantId, faqs.tenantId), eq(companies.id, faqs.companyId)),
    )
    .$dynamic();

export type FaqRow = Awaited<ReturnType<ReturnType<typeof selectFaqs>['execute']>>[number];

export const faqRepository = {
  list: async (tx: Executor, tenantId: number, filter: FaqFilter, query: ListQuery) => {
    const where = whereOf(tenantId, filter);
    const ranking = filter.search
      ? [desc(sql`ts_rank(${document(filter.search.config)}, ${tsQuery(filter.search)})`)]
      : [];
    const items = await selectFaqs(tx)
      .where(where)
      .orderBy(...ranking, asc(faqs.question), asc(faqs.id))
      .limit(query.limit)
      .offset(offsetOf(query));
    const [total] = await tx.select({ total: count() }).from(faqs).where(where);
    return { items, total: total?.total ?? 0 };
  },

  /** Whether the reader has any FAQ in the language (else the help centre shows English). */
  anyIn: async (tx: Executor, tenantId: number, reader: FaqReader, language: Language) => {
    const [row] = await tx
      .select({ id: faqs.id })
      .from(faqs)
      .where(whereOf(tenantId, { reader, language }))
      .limit(1);
    return row !== undefined;
  },

  one: async (tx: Executor, tenantId: number, id: number, reader?: FaqReader) => {
    const [row] = await selectFaqs(tx).where(and(whereOf(tenantId, { reader }), eq(faqs.id, id)));
    return row ?? null;
  },

  categoriesOf: async (tx: Executor, tenantId: number, faqIds: number[]) =>
    faqIds.length === 0
      ? []
      : tx
          .select({
            faqId: faqCategoryLinks.faqId,
            id: faqCategories.id,
            name: faqCategories.name,
          })
          .from(faqCategoryLinks)
          .innerJoin(
            faqCategories,
            and(
              eq(faqCategories.tenantId, faqCategoryLinks.tenantId),
              eq(faqCategories.id, faqCategoryLinks.categoryId),
            ),
          )
          .where(
            and(eq(faqCategoryLinks.tenantId, tenantId), inArray(faqCategoryLinks.faqId, faqIds)),
          )
          .orderBy(asc(faqCategories.name)),

  categories: async (tx: Executor, tenantId: number, query: ListQuery) => {
    const where = eq(faqCategories.tenantId, tenantId);
    const items: ReferenceItem[] = await tx
      .select({ id: faqCategories.id, name: faqCategories.name })
      .from(faqCategories)
      .where(where)
      .orderBy(asc(faqCategories.name), asc(faqCategories.id))
      .limit(query.limit)
      .offset(offsetOf(query));
    const [total] = await tx.select({ total: count() }).from(faqCategories).where(where);
    return { items, total: total?.total ?? 0 };
  },

  /** Which of the ids are no category of the tenant. */
  unknownCategories: async (tx: Executor, tenantId: number, ids: number[]) => {
    if (ids.length === 0) return [];
    const rows = await tx
      .select({ id: faqCategories.id })
      .from(faqCategories)
      .where(and(eq(faqCategories.tenantId, tenantId), inArray(faqCategories.id, ids)));
    const known = new Set(rows.map((row) => row.id));
    return ids.filter((id) => !known.has(id));
  },

  insert: async (tx: Executor, tenantId: number, values: FaqValues) => {
    const [row] = await tx
      .insert(faqs)
      .values({ ...values, tenantId })
      .returning({ id: faqs.id });
    return row!.id;
  },

  /** False when the tenant has no such FAQ. */
  update: async (tx: Executor, tenantId: number, id: number, values: FaqValues, now: Date) => {
    const rows = await tx
      .update(faqs)
      .set({ ...values, updatedAt: now })
      .where(and(eq(faqs.tenantId, tenantId), eq(faqs.id, id)))
      .returning({ id: faqs.id });
    return rows.length > 0;
  },

  setCategories: async (tx: Executor, tenantId: number, faqId: number, categoryIds: number[]) => {
    await tx
      .delete(faqCategoryLinks)
      .where(and(eq(faqCategoryLinks.tenantId, tenantId), eq(faqCategoryLinks.faqId, faqId)));
    if (categoryIds.length === 0) return;
    await tx
      .insert(faqCategoryLinks)
      .values(categoryIds.map((categoryId) => ({ tenantId, faqId, categoryId })));
  },
};
