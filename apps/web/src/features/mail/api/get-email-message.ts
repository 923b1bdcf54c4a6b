import { emailMessageSchema } from '@crewhub/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client';
import { mailKeys } from './mail-keys';

export const getEmailMessage = (id: number) =>
  apiRequest(`/emailMessages/${id}`, { schema: emailMessageSchema });

export const emailMessageQueryOptions = (id: number) =>
  queryOptions({ queryKey: mailKeys.message(id), queryFn: () => getEmailMessage(id) });

/** Opening a message marks it read on the server, so the lists' unread state is refreshed. */
export const useEmailMessage = (id: number) => {
  const queryClient = useQueryClient();
  const query = useQuery(emailMessageQueryOptions(id));
  const opened = query.isSuccess;
  useEffect(() => {
    if (!opened) return;
    void queryClient.invalidateQueries({ queryKey: mailKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: mailKeys.mailboxes() });
  }, [opened, queryClient]);
  return query;
};
