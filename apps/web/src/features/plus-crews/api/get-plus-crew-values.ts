import { plusCrewValueSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { plusCrewKeys } from './plus-crew-keys';

/** GET /plusCrewValues: the value types the plus crew tracks, with their settings. */
export const getPlusCrewValues = (plusCrewId: number) =>
  apiRequest(`/plusCrewValues?plusCrewId=${plusCrewId}`, { schema: z.array(plusCrewValueSchema) });

export const plusCrewValuesQueryOptions = (plusCrewId: number) =>
  queryOptions({
    queryKey: plusCrewKeys.values(plusCrewId),
    queryFn: () => getPlusCrewValues(plusCrewId),
  });

export const usePlusCrewValues = (plusCrewId: number | undefined) =>
  useQuery({ ...plusCrewValuesQueryOptions(plusCrewId ?? 0), enabled: plusCrewId !== undefined });
