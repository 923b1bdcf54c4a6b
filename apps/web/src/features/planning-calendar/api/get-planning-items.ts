import { planningCalendarItems, planningCalendarSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';

export type PlanningPeriod = { from: string; to: string; functionIds: number[] };

export const planningCalendarKeys = {
  all: ['planning-calendar'] as const,
  items: (period: PlanningPeriod) => [...planningCalendarKeys.all, 'items', period] as const,
};

/** The period's positions, one object each (the answer comes column by column). */
export const getPlanningItems = async (period: PlanningPeriod) =>
  planningCalendarItems(
    await apiRequest(`/planningCalendarItems${queryString(period)}`, {
      schema: planningCalendarSchema,
    }),
  );

export const planningItemsQueryOptions = (period: PlanningPeriod) =>
  queryOptions({
    queryKey: planningCalendarKeys.items(period),
    queryFn: () => getPlanningItems(period),
    // Colours follow every booking; a short cache only spares the loader-then-mount double call.
    staleTime: 10_000,
    // A desk screen's month: not part of the offline copy.
    meta: { silent: true, onlineOnly: true },
  });

export const usePlanningItems = (period: PlanningPeriod) =>
  useQuery(planningItemsQueryOptions(period));
