import {
  activitySchema,
  type Activity,
  type CreateActivityInput,
  type UpdateActivityInput,
} from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { todoKeys } from './get-todos';

export type TodoChange =
  | { kind: 'create'; input: CreateActivityInput }
  | { kind: 'update'; id: number; input: UpdateActivityInput };

/** POST /activities creates a to-do; POST /activities/{id} changes or ticks it off. */
export const saveTodo = (change: TodoChange): Promise<Activity> =>
  change.kind === 'create'
    ? apiRequest('/activities', { method: 'POST', body: change.input, schema: activitySchema })
    : apiRequest(`/activities/${change.id}`, {
        method: 'POST',
        body: change.input,
        schema: activitySchema,
      });

export const useSaveTodo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTodo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: todoKeys.all }),
  });
};
