import { plusCrewProgressSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { plusCrewKeys } from './plus-crew-keys';

/** GET /plusCrews/prgrss: every plus crew's turnover against target in a month. */
export const getPlusCrewProgress = (month: string) =>
  apiRequest(`/plusCrews/prgrss?month=${month}`, { schema: z.array(plusCrewProgressSchema) });

export const plusCrewProgressQueryOptions = (month: string) =>
  queryOptions({
    queryKey: plusCrewKeys.progress(month),
    queryFn: () => getPlusCrewProgress(month),
  });

export const usePlusCrewProgress = (month: string) => useQuery(plusCrewProgressQueryOptions(month));
