import type { QueryClient } from '@tanstack/react-query';
import { faqCategoriesQueryOptions } from '@/features/help-center/api/get-faq-categories';
import { faqsQueryOptions } from '@/features/help-center/api/get-faqs';
import { HelpCenterPage } from '@/features/help-center/components/help-center-page';
import { i18n } from '@/lib/i18n';

export const Component = HelpCenterPage;

export const prefetch = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.prefetchQuery(faqCategoriesQueryOptions()),
    queryClient.prefetchQuery(
      faqsQueryOptions({ q: '', categoryId: null, language: i18n.language, view: 'reader' }),
    ),
  ]);
