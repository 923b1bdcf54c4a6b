import type { QueryClient } from '@tanstack/react-query';
import { calendarProjectsQueryOptions } from '@/features/projects-calendar/api/get-calendar-projects';
import { ProjectsCalendarPage } from '@/features/projects-calendar/components/projects-calendar-page';
import { currentMonthPeriod } from './current-month';

export const Component = ProjectsCalendarPage;

export const prefetch = (queryClient: QueryClient) => {
  const { from, to } = currentMonthPeriod();
  return queryClient.prefetchQuery(calendarProjectsQueryOptions(from, to));
};
