import { positionSchema, type CopyPositionInput } from '@crewhub/shared';
import { apiRequest } from '@/lib/api-client';
import { usePlanningMutation } from './use-planning-mutation';

/** Copy a position (PCI) to the same or another crew and date. */
export const copyPosition = ({
  positionId,
  ...input
}: CopyPositionInput & { positionId: number }) =>
  apiRequest(`/projectCrewItems/${positionId}/copy`, {
    method: 'POST',
    body: input,
    schema: positionSchema,
  });

export const useCopyPosition = (number: string) => usePlanningMutation(number, copyPosition);
