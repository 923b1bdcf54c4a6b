import { plusCrewValueTypeSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { plusCrewKeys } from './plus-crew-keys';

export const getPlusCrewValueTypes = () =>
  apiRequest('/plusCrewValueTypes', { schema: z.array(plusCrewValueTypeSchema) });

export const plusCrewValueTypesQueryOptions = () =>
  queryOptions({
    queryKey: plusCrewKeys.valueTypes(),
    queryFn: getPlusCrewValueTypes,
    staleTime: Infinity,
  });

export const usePlusCrewValueTypes = () => useQuery(plusCrewValueTypesQueryOptions());
