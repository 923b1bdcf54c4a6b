import { positionSchema, type UpdatePositionInput } from '@crewhub/shared';
import { apiRequest } from '@/lib/api-client';
import { usePlanningMutation } from './use-planning-mutation';

export const updatePosition = ({
  positionId,
  ...input
}: UpdatePositionInput & { positionId: number }) =>
  apiRequest(`/projectCrewItems/${positionId}/update`, {
    method: 'POST',
    body: input,
    schema: positionSchema,
  });

export const useUpdatePosition = (number: string) => usePlanningMutation(number, updatePosition);
