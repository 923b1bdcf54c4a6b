import { deletedResultSchema } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';

export const deleteSubscription = (id: number) =>
  apiRequest(`/publicCalendarSubscriptions/${id}`, {
    method: 'DELETE',
    schema: deletedResultSchema,
  });

export const useDeleteSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine() }),
  });
};
