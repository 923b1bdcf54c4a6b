import { bestPersonsSchema, type FindBestMethod } from '@crewhub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';
import { findBestKeys } from './find-best-keys';

export type BestPersonsParams = { method: FindBestMethod; skillIds: number[]; tagIds: number[] };

export const getBestPersons = (positionId: number, params: BestPersonsParams) =>
  apiRequest(`/projectCrewItems/${positionId}/bestPersons${queryString(params)}`, {
    schema: bestPersonsSchema,
  });

export const bestPersonsQueryOptions = (positionId: number, params: BestPersonsParams) =>
  queryOptions({
    queryKey: findBestKeys.ranking(positionId, params),
    queryFn: () => getBestPersons(positionId, params),
    // Availability changes with every booking; rank afresh each time the panel opens.
    staleTime: 0,
    meta: { silent: true },
  });

export const useBestPersons = (positionId: number, params: BestPersonsParams) =>
  useQuery({ ...bestPersonsQueryOptions(positionId, params), placeholderData: keepPreviousData });
