import { copyCountSchema, type CopyPersonsInput } from '@crewhub/shared';
import { apiRequest } from '@/lib/api-client';
import { usePlanningMutation } from './use-planning-mutation';

/** Ask the people of one position for another position too (as new requests). */
export const copyPersons = ({ positionId, ...input }: CopyPersonsInput & { positionId: number }) =>
  apiRequest(`/projectCrewItems/${positionId}/copyPersons`, {
    method: 'POST',
    body: input,
    schema: copyCountSchema,
  });

export const useCopyPersons = (number: string) => usePlanningMutation(number, copyPersons);
