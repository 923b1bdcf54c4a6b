import type { CrewPage } from '@crewhub/shared';

/** The crew chief runs the day; planners may step in for the chief's paperwork. */
export const canLead = (page: Pick<CrewPage, 'viewer'>): boolean =>
  page.viewer.role === 'chief' || page.viewer.role === 'planner';

/** Someone with a job on this crew (chiefs usually have one too). */
export const worksOnCrew = (page: Pick<CrewPage, 'viewer'>): boolean =>
  page.viewer.assignmentId !== null;

export const isGuest = (page: Pick<CrewPage, 'viewer'>): boolean => page.viewer.role === 'guest';

/** Members whose hours are signed off and delivered: booked people who worked. */
export const workingMembers = (members: CrewPage['members']) =>
  members.filter((member) => member.status === 'confirmed' || member.status === 'spare');

/** The person id of `me` among the crew's contacts: nobody is offered to contact themselves. */
export const isMe = (me: number | null, contact: { personId: number | null } | null): boolean =>
  me !== null && contact !== null && contact.personId === me;
