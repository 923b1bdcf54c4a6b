import { mailboxSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { mailKeys } from './mail-keys';

export const getMailboxes = () => apiRequest('/mailboxes', { schema: z.array(mailboxSchema) });

export const mailboxesQueryOptions = () =>
  queryOptions({ queryKey: mailKeys.mailboxes(), queryFn: getMailboxes, staleTime: 0 });

export const useMailboxes = () => useQuery(mailboxesQueryOptions());
