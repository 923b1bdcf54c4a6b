export type FaqSearch = {
  q: string;
  categoryId: number | null;
  language: string;
  /** editor: every FAQ of the tenant, for the office to maintain. */
  view: 'reader' | 'editor';
};

export const faqKeys = {
  all: ['faq'] as const,
  list: (search: FaqSearch) => [...faqKeys.all, 'list', search] as const,
  detail: (id: number) => [...faqKeys.all, 'detail', id] as const,
  categories: () => [...faqKeys.all, 'categories'] as const,
  companies: () => [...faqKeys.all, 'companies'] as const,
};
