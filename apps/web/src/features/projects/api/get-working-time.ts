import { workingTimeCheckSchema } from '@crewhub/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

/** GET /projectCrewItems/{id}/workingTime: the rules confirming this person would break. */
export const useWorkingTimeCheck = (positionId: number, personId: number) =>
  useQuery({
    queryKey: [...projectKeys.all, 'working-time', positionId, personId] as const,
    queryFn: () =>
      apiRequest(`/projectCrewItems/${positionId}/workingTime?personId=${personId}`, {
        schema: workingTimeCheckSchema,
      }),
    staleTime: 0,
  });
