import { assignTreeResultSchema, type AssignTreeInput } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { treeKeys } from './tree-keys';

export const assignTrees = (input: AssignTreeInput) =>
  apiRequest('/oneXOneTree/assign', {
    method: 'POST',
    body: input,
    schema: assignTreeResultSchema,
  });

export const useAssignTrees = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignTrees,
    // The dialog shows a refused assignment next to its fields.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: treeKeys.all }),
  });
};
