import { deletedResultSchema } from '@crewhub/shared';
import { apiRequest } from '@/lib/api-client';
import { usePlanningMutation } from './use-planning-mutation';

/** Remove a crew nobody is on yet, with its positions (409 CREW_HAS_PEOPLE otherwise). */
export const removeCrew = (crewId: number) =>
  apiRequest(`/projectCrews/${crewId}`, { method: 'DELETE', schema: deletedResultSchema });

export const useRemoveCrew = (number: string) => usePlanningMutation(number, removeCrew);
