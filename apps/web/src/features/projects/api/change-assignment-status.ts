import { assignmentSchema } from '@crewhub/shared';
import { apiRequest } from '@/lib/api-client';
import type { PlannerStatusAction } from '../lib/assignment-actions';
import { usePlanningMutation } from './use-planning-mutation';

export type StatusChange = { assignmentId: number; action: PlannerStatusAction };

/** activate, notNeeded, reactivate, spare, cancel, noShow; the server refuses others with 409. */
export const changeAssignmentStatus = ({ assignmentId, action }: StatusChange) =>
  apiRequest(`/projectCrewItemStatus/${assignmentId}/${action}`, {
    method: 'POST',
    body: {},
    schema: assignmentSchema,
  });

export const useChangeAssignmentStatus = (number: string) =>
  usePlanningMutation(number, changeAssignmentStatus);
