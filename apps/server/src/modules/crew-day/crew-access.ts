import { hasRight, type CrewItemStatus, type CrewViewerRole } from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/request-context';
import { crewDayRepository, type AssignmentRow, type CrewRow } from './crew-day.repository';

/** Assignments that make someone part of the crew (listed on the crew page). */
export const memberStatuses: readonly CrewItemStatus[] = [
  'requested',
  'confirmed',
  'spare',
  'no_show',
];

export type CrewAccess = {
  crew: CrewRow;
  role: CrewViewerRole;
  members: AssignmentRow[];
  /** The caller's own assignments on the crew. */
  own: AssignmentRow[];
};

const roleOf = (
  ctx: RequestContext,
  crew: CrewRow,
  own: AssignmentRow[],
): CrewViewerRole | null => {
  if (ctx.auth.isGuest) {
    return ctx.auth.projectNumber === crew.projectNumber ? 'guest' : null;
  }
  const personId = ctx.auth.personId;
  if (personId !== null && crew.crewChiefPersonId === personId) return 'chief';
  if (own.some((assignment) => assignment.chiefPosition)) return 'chief';
  if (own.length) return 'member';
  return hasRight(ctx.rights, 'crews', 'READ', 'ALL') ? 'planner' : null;
};

/**
 * Loads a crew for the caller: its crew chief, members, planners (crews READ ALL) and guests of
 * its project may see it. Anyone else, or another tenant, gets 404 so ids reveal nothing.
 */
export const loadCrewAccess = async (
  tx: Executor,
  ctx: RequestContext,
  crewId: number,
): Promise<CrewAccess> => {
  const crew = await crewDayRepository.crew(tx, ctx.tenant.id, crewId);
  if (!crew) throw notFound('Crew');
  const assignments = await crewDayRepository.assignments(tx, ctx.tenant.id, crewId);
  const members = assignments.filter((row) => memberStatuses.includes(row.status));
  const own = members.filter((row) => row.personId === ctx.auth.personId);
  const role = roleOf(ctx, crew, own);
  if (!role) throw notFound('Crew');
  return { crew, role, members, own };
};

/** The crew when the caller holds one of `roles` on it; 403 with `refusal` otherwise. */
export const loadCrewAccessAs = async (
  tx: Executor,
  ctx: RequestContext,
  crewId: number,
  roles: readonly CrewViewerRole[],
  refusal: string,
): Promise<CrewAccess> => {
  const access = await loadCrewAccess(tx, ctx, crewId);
  if (!roles.includes(access.role)) throw forbidden(refusal);
  return access;
};

/** Crew chief actions: sign-off, delivery note, sheets, security checks. */
export const loadChiefAccess = (tx: Executor, ctx: RequestContext, crewId: number) =>
  loadCrewAccessAs(tx, ctx, crewId, ['chief'], 'Only the crew chief of this crew can do this');

/** Chief-only documents that planners may also read. */
export const loadChiefOrPlannerAccess = (tx: Executor, ctx: RequestContext, crewId: number) =>
  loadCrewAccessAs(
    tx,
    ctx,
    crewId,
    ['chief', 'planner'],
    'Only the crew chief of this crew can open this',
  );

/** Everyone on the crew and planners; project guests only see the crew page itself. */
export const crewNonGuestRoles: readonly CrewViewerRole[] = ['chief', 'member', 'planner'];

/** The caller's confirmed (or spare) assignment on the crew, for check-in and check-out. */
export const ownWorkingAssignment = (access: CrewAccess): AssignmentRow => {
  if (!access.own.length) {
    throw forbidden('Only crew members with a job on this crew can check in');
  }
  const working = access.own.filter(
    (assignment) => assignment.status === 'confirmed' || assignment.status === 'spare',
  );
  // Several positions on one crew are rare; the earliest open one is the one being worked.
  const current = working.find((assignment) => !assignment.checkOutAt) ?? working[0];
  if (!current) throw new AppError('CONFLICT', 'Confirm your job before checking in');
  return current;
};
