import { plusCrewMonthRange, plusCrewValueDataSchema } from '@crewhub/shared';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';
import { plusCrewKeys } from './plus-crew-keys';

/** GET /plusCrewValueDatas for one value type from the first to the last day of a month. */
export const getPlusCrewValueDatas = (plusCrewId: number, valueTypeId: number, month: string) =>
  apiRequest(
    `/plusCrewValueDatas${queryString({ plusCrewId, valueTypeId, ...plusCrewMonthRange(month) })}`,
    { schema: z.array(plusCrewValueDataSchema) },
  );

export const plusCrewValueDatasQueryOptions = (
  plusCrewId: number,
  valueTypeId: number,
  month: string,
  refetchInterval?: number,
) =>
  queryOptions({
    queryKey: plusCrewKeys.datas(plusCrewId, valueTypeId, month),
    queryFn: () => getPlusCrewValueDatas(plusCrewId, valueTypeId, month),
    refetchInterval,
  });

/** The month's series of several value types; nothing is asked before the ids are known. */
export const usePlusCrewSeries = (
  plusCrewId: number | undefined,
  valueTypeIds: number[],
  month: string,
  refetchInterval?: number,
) =>
  useQueries({
    queries: valueTypeIds.map((valueTypeId) => ({
      ...plusCrewValueDatasQueryOptions(plusCrewId ?? 0, valueTypeId, month, refetchInterval),
      enabled: plusCrewId !== undefined,
    })),
  });
