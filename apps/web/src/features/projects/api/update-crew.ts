import { projectCrewSchema, type UpdateProjectCrewInput } from '@crewhub/shared';
import { apiRequest } from '@/lib/api-client';
import { usePlanningMutation } from './use-planning-mutation';

/** POST /projectCrews/{id}: a new date moves the crew's positions along. */
export const updateCrew = ({ crewId, ...input }: UpdateProjectCrewInput & { crewId: number }) =>
  apiRequest(`/projectCrews/${crewId}`, {
    method: 'POST',
    body: input,
    schema: projectCrewSchema,
  });

export const useUpdateCrew = (number: string) => usePlanningMutation(number, updateCrew);
