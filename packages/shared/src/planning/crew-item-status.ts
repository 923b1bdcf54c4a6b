import { z } from 'zod';

/** Status of one person on one position (an assignment; for the person, a job). */
export const crewItemStatuses = [
  'applied',
  'requested',
  'confirmed',
  'spare',
  'not_needed',
  'no_show',
  'cancelled',
] as const;
export const crewItemStatusSchema = z.enum(crewItemStatuses);
export type CrewItemStatus = z.infer<typeof crewItemStatusSchema>;

/** The planner's status calls, cancel and spare, plus the crew member's own confirmation. */
export const crewItemStatusActions = [
  'activate',
  'spare',
  'notNeeded',
  'reactivate',
  'noShow',
  'cancel',
  'confirm',
] as const;
export type CrewItemStatusAction = (typeof crewItemStatusActions)[number];

const transitions: Record<
  CrewItemStatusAction,
  { from: readonly CrewItemStatus[]; to: CrewItemStatus }
> = {
  // A planner books the person for real (from a request, an application or the spare bench).
  activate: { from: ['applied', 'requested', 'spare'], to: 'confirmed' },
  // The spare bench: the person keeps the time free and steps in when someone drops out.
  spare: { from: ['applied', 'requested', 'confirmed'], to: 'spare' },
  notNeeded: { from: ['applied', 'requested', 'confirmed', 'spare'], to: 'not_needed' },
  // Back into play after being set aside: the person is asked again.
  reactivate: { from: ['not_needed', 'cancelled', 'no_show'], to: 'requested' },
  // Only someone who was booked can fail to show up.
  noShow: { from: ['confirmed'], to: 'no_show' },
  cancel: { from: ['applied', 'requested', 'confirmed', 'spare'], to: 'cancelled' },
  // The crew member confirms a requested job themselves.
  confirm: { from: ['requested'], to: 'confirmed' },
};

/** The status an action leads to, or null when the action is not allowed from `current`. */
export const nextCrewItemStatus = (
  current: CrewItemStatus,
  action: CrewItemStatusAction,
): CrewItemStatus | null => {
  const rule = transitions[action];
  return rule.from.includes(current) ? rule.to : null;
};

/** Statuses that occupy the person's time (count for double booking and staffing). */
export const bookedStatuses: readonly CrewItemStatus[] = ['requested', 'confirmed', 'spare'];

export const isBooked = (status: CrewItemStatus): boolean => bookedStatuses.includes(status);
