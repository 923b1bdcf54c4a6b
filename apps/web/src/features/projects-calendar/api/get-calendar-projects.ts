import { projectsCalendarSchema, rowsOfColumns } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';
import { checkedParser } from '@/lib/schema-check';

export const projectsCalendarKeys = {
  all: ['projects-calendar'] as const,
  period: (from: string, to: string) => [...projectsCalendarKeys.all, from, to] as const,
};

// Thousands of values per column in a busy month: plain checks instead of zod's own walk.
const projectsCalendarAnswer = checkedParser(projectsCalendarSchema);

/** Every project meeting the shown weeks, one object each (the answer comes column by column). */
export const getCalendarProjects = async (from: string, to: string) =>
  rowsOfColumns(
    await apiRequest(`/projectsCalendarItems${queryString({ from, to })}`, {
      schema: projectsCalendarAnswer,
    }),
  );

export const calendarProjectsQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: projectsCalendarKeys.period(from, to),
    queryFn: () => getCalendarProjects(from, to),
    // Planning changes all day; a short cache still spares the loader-then-mount double call.
    staleTime: 10_000,
    // A desk screen's month: not part of the offline copy.
    meta: { silent: true, onlineOnly: true },
  });

export const useCalendarProjects = (from: string, to: string) =>
  useQuery(calendarProjectsQueryOptions(from, to));
