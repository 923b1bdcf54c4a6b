import type { Database } from '../db/client';
import { faqCategories, faqCategoryLinks, faqs } from '../db/schema';
import { withTenant } from '../db/tenant-scope';

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

let sequence = 0;

/** Help-centre categories and FAQs (English, for everybody, unless told otherwise). */
export const createFaqFactories = (db: Database, tenantId = 1) => {
  const inTenant = <T>(work: Parameters<typeof withTenant<T>>[2]) => withTenant(db, tenantId, work);
  return {
    category: (name?: string) =>
      inTenant(async (tx) => {
        sequence += 1;
        const [row] = await tx
          .insert(faqCategories)
          .values({ tenantId, name: name ?? `Test category ${sequence}` })
          .returning();
        return row!;
      }),

    faq: (values: Insert<typeof faqs> & { categoryIds?: number[] } = {}) =>
      inTenant(async (tx) => {
        sequence += 1;
        const { categoryIds = [], ...rest } = values;
        const [row] = await tx
          .insert(faqs)
          .values({
            question: `Test question ${sequence}?`,
            answer: `Test answer ${sequence}.`,
            language: 'en',
            ...rest,
            tenantId,
          })
          .returning();
        if (categoryIds.length > 0) {
          await tx
            .insert(faqCategoryLinks)
            .values(categoryIds.map((categoryId) => ({ tenantId, faqId: row!.id, categoryId })));
        }
        return row!;
      }),
  };
};
