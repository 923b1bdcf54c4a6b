import { nextCrewItemStatus, type CrewItemStatus } from '@crewhub/shared';

/** The status calls a planner makes on an assignment, in display order. */
export const plannerStatusActions = [
  'activate',
  'notNeeded',
  'reactivate',
  'spare',
  'cancel',
  'noShow',
] as const;
export type PlannerStatusAction = (typeof plannerStatusActions)[number];

/** The everyday calls stay one tap away; the rarer ones wait in the assignment's menu. */
const everydayActions: readonly PlannerStatusAction[] = ['activate', 'notNeeded', 'reactivate'];

/** Only the actions the shared transition rules allow from `status`, in display order. */
export const allowedActions = (status: CrewItemStatus): PlannerStatusAction[] =>
  plannerStatusActions.filter((action) => nextCrewItemStatus(status, action) !== null);

/** The allowed actions split into buttons and menu entries. */
export const actionLayout = (status: CrewItemStatus) => {
  const allowed = allowedActions(status);
  return {
    buttons: allowed.filter((action) => everydayActions.includes(action)),
    menu: allowed.filter((action) => !everydayActions.includes(action)),
  };
};
