import type { QueryClient } from '@tanstack/react-query';
import { CalendarSubscriptionsSection } from '@/features/calendar-subscriptions/components/calendar-subscriptions-section';
import { personalCalendarQueryOptions } from '@/features/personal-calendar/api/get-personal-calendar';
import { PersonalCalendarPage } from '@/features/personal-calendar/components/personal-calendar-page';
import { currentMonth, isMonth } from '@/features/personal-calendar/lib/month-grid';

export const Component = () => (
  <PersonalCalendarPage subscriptions={<CalendarSubscriptionsSection />} />
);

export const prefetch = (queryClient: QueryClient) => {
  const asked = new URLSearchParams(window.location.search).get('month');
  return queryClient.prefetchQuery(
    personalCalendarQueryOptions(isMonth(asked) ? asked : currentMonth()),
  );
};
