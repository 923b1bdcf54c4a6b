import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';
import { activitySchema, todosOf } from '../lib/todos';

export const todoKeys = {
  all: ['todo-calendar'] as const,
  period: (from: string, to: string) => [...todoKeys.all, from, to] as const,
};

const activitiesSchema = z
  .union([z.array(activitySchema), z.object({ items: z.array(activitySchema) })])
  .transform((value) => (Array.isArray(value) ? value : value.items));

/** GET /activities (SPEC 7) for the shown weeks; to-dos are picked out by type and due date. */
export const getTodos = async (from: string, to: string) =>
  todosOf(
    await apiRequest(`/activities${queryString({ from, to, limit: 1000 })}`, {
      schema: activitiesSchema,
    }),
  ).filter((todo) => todo.startDate >= from && todo.startDate <= to);

export const todosQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: todoKeys.period(from, to),
    queryFn: () => getTodos(from, to),
    staleTime: 10_000,
    meta: { silent: true },
  });

export const useTodos = (from: string, to: string) => useQuery(todosQueryOptions(from, to));
