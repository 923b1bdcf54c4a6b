import { activitySchema, pageSchema } from '@crewhub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';
import { todosOf } from '../lib/todos';

export type TodoScope = 'all' | 'mine';

export const todoKeys = {
  all: ['todo-calendar'] as const,
  period: (from: string, to: string, scope: TodoScope) =>
    [...todoKeys.all, from, to, scope] as const,
};

/** GET /activities for the shown weeks, by due date; logs are left out. */
export const getTodos = async (from: string, to: string, scope: TodoScope) => {
  const page = await apiRequest(
    `/activities${queryString({ from, to, mine: scope === 'mine' ? 'true' : undefined, limit: 1000 })}`,
    { schema: pageSchema(activitySchema) },
  );
  return todosOf(page.items);
};

export const todosQueryOptions = (from: string, to: string, scope: TodoScope) =>
  queryOptions({
    queryKey: todoKeys.period(from, to, scope),
    queryFn: () => getTodos(from, to, scope),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export const useTodos = (from: string, to: string, scope: TodoScope) =>
  useQuery(todosQueryOptions(from, to, scope));
