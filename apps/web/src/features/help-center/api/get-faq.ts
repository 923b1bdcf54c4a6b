import { faqSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { faqKeys } from './faq-keys';

/** GET /faq/{id}: one FAQ the reader may read (a shared link); 404 for any other. */
export const faqQueryOptions = (id: number) =>
  queryOptions({
    queryKey: faqKeys.detail(id),
    queryFn: () => apiRequest(`/faq/${id}`, { schema: faqSchema }),
  });

export const useFaq = (id: number) => useQuery(faqQueryOptions(id));
