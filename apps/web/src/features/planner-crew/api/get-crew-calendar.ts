import { crewCalendarRows, crewCalendarSchema } from '@crewhub/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';
import { checkedParser } from '@/lib/schema-check';
import type { CrewFilters } from '../lib/crew-filters';

export type CrewCalendarParams = CrewFilters & { from: string; to: string };

/** People per request: small enough to arrive fast, large enough to fill many screens. */
export const crewPageSize = 500;

export const plannerCrewKeys = {
  all: ['planner-crew'] as const,
  calendar: (params: CrewCalendarParams) => [...plannerCrewKeys.all, 'calendar', params] as const,
  membershipCrews: () => [...plannerCrewKeys.all, 'membership-crews'] as const,
};

// A month of 500 people is thousands of values per column: zod's own walk of them outlasted
// the render.
const crewCalendarAnswer = checkedParser(crewCalendarSchema);

/** A page of people and their bars, one object each (the answer comes column by column). */
export const getCrewCalendar = async (params: CrewCalendarParams, page: number) =>
  crewCalendarRows(
    await apiRequest(
      `/plannerCrewCalendar${queryString({ ...params, page, limit: crewPageSize })}`,
      { schema: crewCalendarAnswer },
    ),
  );

export const crewCalendarQueryOptions = (params: CrewCalendarParams) =>
  infiniteQueryOptions({
    queryKey: plannerCrewKeys.calendar(params),
    queryFn: ({ pageParam }) => getCrewCalendar(params, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    staleTime: 10_000,
    // A desk screen's month (2 MiB at 2,000 people): not part of the offline copy.
    meta: { silent: true, onlineOnly: true },
  });

export const useCrewCalendar = (params: CrewCalendarParams) =>
  useInfiniteQuery(crewCalendarQueryOptions(params));
