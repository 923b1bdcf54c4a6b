import { assignmentSchema } from '@crewhub/shared';
import { apiRequest } from '@/lib/api-client';
import type { PlannerStatusAction } from '../lib/assignment-actions';
import { usePlanningMutation } from './use-planning-mutation';

export type StatusChange = {
  assignmentId: number;
  action: PlannerStatusAction;
  /** Confirms despite a broken working-time rule; the server logs it with the assignment. */
  overrideReason?: string;
};

/** activate, notNeeded, reactivate, spare, cancel, noShow; the server refuses others with 409. */
export const changeAssignmentStatus = ({ assignmentId, action, overrideReason }: StatusChange) =>
  apiRequest(`/projectCrewItemStatus/${assignmentId}/${action}`, {
    method: 'POST',
    body: overrideReason === undefined ? {} : { overrideReason },
    schema: assignmentSchema,
  });

// Silent: the screen shows refusals itself, a working-time one as the override dialog.
export const useChangeAssignmentStatus = (number: string) =>
  usePlanningMutation(number, changeAssignmentStatus, { silent: true });
