import { assignmentSchema, type CreateAssignmentInput } from '@crewhub/shared';
import { apiRequest } from '@/lib/api-client';
import { usePlanningMutation } from './use-planning-mutation';

/** POST /projectCrewItemStatus: put a person on a position (requested by default). */
export const createAssignment = (input: CreateAssignmentInput) =>
  apiRequest('/projectCrewItemStatus', { method: 'POST', body: input, schema: assignmentSchema });

export const useCreateAssignment = (number: string) =>
  usePlanningMutation(number, createAssignment);
