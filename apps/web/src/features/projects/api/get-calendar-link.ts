import { projectCalendarLinkSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

export const getCalendarLink = (number: string) =>
  apiRequest(`/projects/${encodeURIComponent(number)}/calendarLink`, {
    schema: projectCalendarLinkSchema,
  });

export const calendarLinkQueryOptions = (number: string) =>
  queryOptions({
    queryKey: projectKeys.calendarLink(number),
    queryFn: () => getCalendarLink(number),
    staleTime: Infinity,
    // The share menu reports a failed copy itself.
    meta: { silent: true },
  });

export const useCalendarLink = (number: string, enabled: boolean) =>
  useQuery({ ...calendarLinkQueryOptions(number), enabled });
