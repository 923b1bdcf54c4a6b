import { deletedResultSchema } from '@crewhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { calendarKeys } from './calendar-keys';

export type DeletableKind = 'blockDate' | 'vacation';

const resource: Record<DeletableKind, string> = {
  blockDate: 'blockDates',
  vacation: 'vacationRequests',
};

export const deleteEntry = ({ kind, id }: { kind: DeletableKind; id: number }) =>
  apiRequest(`/${resource[kind]}/${id}`, { method: 'DELETE', schema: deletedResultSchema });

export const useDeleteEntry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
};
