import type { QueryClient } from '@tanstack/react-query';
import { appointmentsQueryOptions } from '@/features/appointments/api/get-appointments';
import { AppointmentsPage } from '@/features/appointments/components/appointments-page';
import { todayIso } from '@/lib/calendar/month';

export const prefetch = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(appointmentsQueryOptions('upcoming', todayIso()));

export const Component = AppointmentsPage;
