import { findBestMethodItemSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { findBestKeys } from './find-best-keys';

export const getFindBestMethods = () =>
  apiRequest('/findBestMethods', { schema: z.array(findBestMethodItemSchema) });

export const findBestMethodsQueryOptions = () =>
  queryOptions({
    queryKey: findBestKeys.methods(),
    queryFn: getFindBestMethods,
    staleTime: Infinity,
  });

export const useFindBestMethods = () => useQuery(findBestMethodsQueryOptions());
