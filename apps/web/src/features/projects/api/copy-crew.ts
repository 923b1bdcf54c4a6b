import { projectCrewSchema, type CopyProjectCrewInput } from '@crewhub/shared';
import { apiRequest } from '@/lib/api-client';
import { usePlanningMutation } from './use-planning-mutation';

/** Copy a crew with its positions (and people) to another date. */
export const copyCrew = ({ crewId, ...input }: CopyProjectCrewInput & { crewId: number }) =>
  apiRequest(`/projectCrews/${crewId}/copy`, {
    method: 'POST',
    body: input,
    schema: projectCrewSchema,
  });

export const useCopyCrew = (number: string) => usePlanningMutation(number, copyCrew);
