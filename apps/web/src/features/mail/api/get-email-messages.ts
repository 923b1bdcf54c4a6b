import { emailMessagePageSchema } from '@crewhub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { mailKeys, type MessageListFilter } from './mail-keys';

export const messagesPerPage = 20;

export const getEmailMessages = (filter: MessageListFilter) => {
  const query = new URLSearchParams({ page: String(filter.page), limit: String(messagesPerPage) });
  if (filter.mailboxId !== null) query.set('mailboxId', String(filter.mailboxId));
  if (filter.q) query.set('q', filter.q);
  return apiRequest(`/emailMessages?${query}`, { schema: emailMessagePageSchema });
};

export const emailMessagesQueryOptions = (filter: MessageListFilter) =>
  queryOptions({
    queryKey: mailKeys.list(filter),
    queryFn: () => getEmailMessages(filter),
    staleTime: 0,
    // The list keeps showing while the next page or search loads.
    placeholderData: keepPreviousData,
  });

export const useEmailMessages = (filter: MessageListFilter) =>
  useQuery(emailMessagesQueryOptions(filter));
