import { addDays, appointmentSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';
import { appointmentKeys, type AppointmentListRange } from './appointment-keys';

/** Upcoming: from today on; past: before today, newest first. */
export const getAppointments = async (range: AppointmentListRange, today: string) => {
  const query = range === 'upcoming' ? { from: today } : { to: addDays(today, -1) };
  const rows = await apiRequest(`/appointments${queryString(query)}`, {
    schema: z.array(appointmentSchema),
  });
  return range === 'upcoming' ? rows : [...rows].reverse();
};

export const appointmentsQueryOptions = (range: AppointmentListRange, today: string) =>
  queryOptions({
    queryKey: appointmentKeys.list(range, today),
    queryFn: () => getAppointments(range, today),
  });

export const useAppointments = (range: AppointmentListRange, today: string) =>
  useQuery(appointmentsQueryOptions(range, today));

export const appointmentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: appointmentKeys.detail(id),
    queryFn: () => apiRequest(`/appointments/${id}`, { schema: appointmentSchema }),
  });

export const useAppointment = (id: number) => useQuery(appointmentQueryOptions(id));
