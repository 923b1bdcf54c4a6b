import { personalCalendarSchema } from '@crewhub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { calendarKeys } from './calendar-keys';

export const getPersonalCalendar = (month: string) =>
  apiRequest(`/personalCalendar?${new URLSearchParams({ month })}`, {
    schema: personalCalendarSchema,
  });

export const personalCalendarQueryOptions = (month: string) =>
  queryOptions({
    queryKey: calendarKeys.month(month),
    queryFn: () => getPersonalCalendar(month),
    // Jobs confirmed or applied for elsewhere colour these days too.
    staleTime: 0,
    meta: { silent: true },
  });

export const usePersonalCalendar = (month: string) =>
  // Keep the last month on screen while the next one loads: no jumping grid.
  useQuery({ ...personalCalendarQueryOptions(month), placeholderData: keepPreviousData });
