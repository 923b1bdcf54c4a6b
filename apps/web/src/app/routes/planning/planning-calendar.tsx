import type { QueryClient } from '@tanstack/react-query';
import { planningItemsQueryOptions } from '@/features/planning-calendar/api/get-planning-items';
import { PlanningCalendarPage } from '@/features/planning-calendar/components/planning-calendar-page';
import { useRight } from '@/lib/use-right';
import { currentMonthPeriod } from './current-month';

export const Component = () => (
  <PlanningCalendarPage canSeeSpare={useRight('planningCalendar', 'READSPAREFUNCTION')} />
);

export const prefetch = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(
    planningItemsQueryOptions({ ...currentMonthPeriod(), functionIds: [] }),
  );
