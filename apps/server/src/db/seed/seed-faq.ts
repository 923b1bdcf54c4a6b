import type { Transaction } from '../client';
import { faqCategories, faqCategoryLinks, faqs } from '../schema';
import { demoFaqCategories, demoFaqs } from './faq-demo-data';

/** The help centre's categories and FAQs, each topic in English and Dutch. */
export const seedFaqs = async (tx: Transaction, tenantId: number) => {
  const categories = await tx
    .insert(faqCategories)
    .values(demoFaqCategories.map((name) => ({ tenantId, name })))
    .returning({ id: faqCategories.id, name: faqCategories.name });
  const categoryId = new Map(categories.map((category) => [category.name, category.id]));
  const rows = demoFaqs.flatMap(({ category, loginTypes, tags, en, nl }) =>
    (['en', 'nl'] as const).map((language) => ({
      row: { tenantId, loginTypes, tags, language, ...(language === 'en' ? en : nl) },
      categoryId: categoryId.get(category)!,
    })),
  );
  const inserted = await tx
    .insert(faqs)
    .values(rows.map(({ row }) => row))
    .returning({ id: faqs.id });
  await tx.insert(faqCategoryLinks).values(
    inserted.map((faq, index) => ({
      tenantId,
      faqId: faq.id,
      categoryId: rows[index]!.categoryId,
    })),
  );
};
