import { outboxJobSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { mailKeys } from './mail-keys';

export const getUndeliveredMail = () =>
  apiRequest('/outboxJobs', { schema: z.array(outboxJobSchema) });

export const undeliveredMailQueryOptions = () =>
  queryOptions({ queryKey: mailKeys.undelivered(), queryFn: getUndeliveredMail });

export const useUndeliveredMail = () => useQuery(undeliveredMailQueryOptions());
