import { faqSchema, normalizeLanguage, pageSchema } from '@crewhub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { faqKeys, type FaqSearch } from './faq-keys';

const faqPageSchema = pageSchema(faqSchema);

/** The FAQs for me (or all, for editors), ranked by the search words. */
export const getFaqs = (search: FaqSearch) => {
  const query = new URLSearchParams({ view: search.view });
  // Editors see every language; readers get theirs, or English when none is in theirs.
  if (search.view === 'reader') query.set('language', search.language);
  if (search.q) query.set('q', search.q);
  if (search.categoryId !== null) query.set('categoryId', String(search.categoryId));
  return apiRequest(`/faq?${query}`, { schema: faqPageSchema });
};

export const faqsQueryOptions = (wanted: FaqSearch) => {
  const search = { ...wanted, language: normalizeLanguage(wanted.language) };
  return queryOptions({
    queryKey: faqKeys.list(search),
    queryFn: () => getFaqs(search),
    // Typing a search keeps the last answers on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
};

export const useFaqs = (search: FaqSearch) => useQuery(faqsQueryOptions(search));
