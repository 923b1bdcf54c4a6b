import { pageSchema, projectSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';

export const projectsCalendarKeys = {
  all: ['projects-calendar'] as const,
  period: (from: string, to: string) => [...projectsCalendarKeys.all, from, to] as const,
};

/** Projects overlapping the shown weeks; one page of 1000 covers any month. */
export const getCalendarProjects = (from: string, to: string) =>
  apiRequest(`/projects${queryString({ from, to, limit: 1000 })}`, {
    schema: pageSchema(projectSchema),
  });

export const calendarProjectsQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: projectsCalendarKeys.period(from, to),
    queryFn: async () => (await getCalendarProjects(from, to)).items,
    // Planning changes all day; a short cache still spares the loader-then-mount double call.
    staleTime: 10_000,
    // A desk screen's month: not part of the offline copy.
    meta: { silent: true, onlineOnly: true },
  });

export const useCalendarProjects = (from: string, to: string) =>
  useQuery(calendarProjectsQueryOptions(from, to));
