import { nextCrewItemStatus, type CrewItemStatus } from '@crewhub/shared';

/** The status calls a planner makes on an assignment (SPEC section 4). */
export const plannerStatusActions = ['activate', 'notNeeded', 'reactivate', 'noShow'] as const;
export type PlannerStatusAction = (typeof plannerStatusActions)[number];

/** Only the actions the shared transition rules allow from `status`, in display order. */
export const allowedActions = (status: CrewItemStatus): PlannerStatusAction[] =>
  plannerStatusActions.filter((action) => nextCrewItemStatus(status, action) !== null);
