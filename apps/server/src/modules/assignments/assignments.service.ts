import type { RequestContext } from '../../lib/request-context';
import {
  nextCrewItemStatus,
  type Assignment,
  type AssignmentActionInput,
  type CreateAssignmentInput,
  type CrewProfile,
  type CrewItemStatusAction,
  type UpdateAssignmentInput,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { toDecimal } from '../../db/values';
import { AppError, notFound } from '../../lib/app-error';
import { findPositionInScope } from '../positions';
import { findCrewInScope } from '../project-crews';
import { crewProfileOf } from '../ratings';
import {
  findProjectInScope,
  projectEditGrants,
  projectReadGrants,
  resolveScope,
  type ProjectScope,
} from '../project-access';
import { notifyAssignmentStatus } from '../notifications';
import { assertWorkingTime } from '../staff-contracts';
import { assertReferences } from '../tenant-references';
import { assignmentsRepository, toAssignment } from './assignments.repository';

const findAssignment = async (
  tx: Executor,
  ctx: RequestContext,
  scope: ProjectScope,
  id: number,
) => {
  const record = await assignmentsRepository.findById(tx, ctx.tenant.id, id, scope);
  if (!record) throw notFound('Assignment');
  return record;
};

/** A position cannot hold more confirmed people than it has rows. */
const assertRoomFor = async (
  tx: Executor,
  ctx: RequestContext,
  positionId: number,
  rows: number,
) => {
  if ((await assignmentsRepository.confirmedCount(tx, ctx.tenant.id, positionId)) >= rows) {
    throw new AppError('CONFLICT', 'All rows of this position are already confirmed');
  }
};

/**
 * Before a planner confirms someone: room on the position, then the working-time rules (a
 * breach needs a reason). Returns the override to log with the reason, if any.
 */
const confirmationChecks = async (
  ctx: RequestContext,
  check: {
    positionId: number;
    rows: number;
    personId: number;
    assignmentId?: number;
    overrideReason?: string;
  },
) => {
  await assertRoomFor(ctx.tx, ctx, check.positionId, check.rows);
  const note = await assertWorkingTime(ctx, {
    positionId: check.positionId,
    personId: check.personId,
    exceptAssignmentId: check.assignmentId,
    overrideReason: check.overrideReason,
  });
  return note && check.overrideReason ? { note, reason: check.overrideReason } : null;
};

/** A confirmation despite the working-time rules is logged with the planner's reason. */
const logOverride = async (
  ctx: RequestContext,
  subject: { assignmentId: number; personId: number },
  override: { note: string; reason: string } | null,
) => {
  if (!override) return;
  await assignmentsRepository.log(ctx.tx, {
    tenantId: ctx.tenant.id,
    ...subject,
    caption: override.note,
    body: override.reason,
    loginId: ctx.auth.loginId,
  });
};

/** GET /projects/{number}/crewBooking */
export const crewBookingOfProject = async (ctx: RequestContext, number: string) => {
  const { tx } = ctx;
  const { project } = await findProjectInScope(tx, ctx, number, projectReadGrants);
  const records = await assignmentsRepository.list(tx, ctx.tenant.id, { projectId: project.id });
  return records.map(({ projectId: _p, amountOfRows: _a, ...booking }) => booking);
};

/**
 * GET /projects/{number}/crewProfile/{personId}: whoever may read the project sees the profiles
 * of the people on it; anyone else on the tenant is as unknown as a missing person.
 */
export const crewProfileOnProject = async (
  ctx: RequestContext,
  number: string,
  personId: number,
): Promise<CrewProfile> => {
  const { tx } = ctx;
  const { project } = await findProjectInScope(tx, ctx, number, [['projects', 'READ']]);
  const onProject = await assignmentsRepository.personOnProject(
    tx,
    ctx.tenant.id,
    project.id,
    personId,
  );
  const profile = onProject ? await crewProfileOf(tx, ctx, personId) : null;
  if (!profile) throw notFound('Profile');
  return profile;
};

/** GET /projectCrews/{id}/projectCrewItemStatus: who is on the crew, in which status. */
export const assignmentsOfCrew = async (ctx: RequestContext, id: number) => {
  const { tx } = ctx;
  const { crew } = await findCrewInScope(tx, ctx, id);
  const records = await assignmentsRepository.list(tx, ctx.tenant.id, { projectCrewId: crew.id });
  return records.map(toAssignment);
};

/** GET /projectCrewItems/{id}/projectCrewItemStatus */
export const assignmentsOfPosition = async (ctx: RequestContext, id: number) => {
  const { tx } = ctx;
  const { record } = await findPositionInScope(tx, ctx, id);
  return (await assignmentsRepository.list(tx, ctx.tenant.id, { positionId: record.id })).map(
    toAssignment,
  );
};

/** POST /projectCrewItemStatus: a planner asks a person for a position. */
export const createAssignment = async (
  ctx: RequestContext,
  input: CreateAssignmentInput,
): Promise<Assignment> => {
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  const { record: position, scope } = await findPositionInScope(
    tx,
    ctx,
    input.projectCrewItemId,
    projectEditGrants,
  );
  await assertReferences(tx, tenantId, { 'body.personId': ['person', input.personId] });
  if (await assignmentsRepository.exists(tx, tenantId, position.id, input.personId)) {
    throw new AppError('CONFLICT', 'This person is already on the position');
  }
  const override =
    input.status === 'confirmed'
      ? await confirmationChecks(ctx, {
          positionId: position.id,
          rows: position.amountOfRows,
          personId: input.personId,
          overrideReason: input.overrideReason,
        })
      : null;
  const now = ctx.clock.now();
  const id = await assignmentsRepository.insert(tx, {
    tenantId,
    projectCrewItemId: position.id,
    personId: input.personId,
    status: input.status,
    confirmedAt: input.status === 'confirmed' ? now : null,
    updatedAt: now,
  });
  await assignmentsRepository.log(tx, {
    tenantId,
    assignmentId: id,
    personId: input.personId,
    caption: `Status set to ${input.status}`,
    body: input.comment,
    loginId: ctx.auth.loginId,
  });
  await logOverride(ctx, { assignmentId: id, personId: input.personId }, override);
  await notifyAssignmentStatus(ctx, id, { from: null, to: input.status });
  return toAssignment(await findAssignment(tx, ctx, scope, id));
};

/** POST /projectCrewItemStatus/{id}/update: proposed hours. */
export const updateAssignment = async (
  ctx: RequestContext,
  id: number,
  input: UpdateAssignmentInput,
) => {
  const { tx } = ctx;
  const scope = await resolveScope(tx, ctx, projectEditGrants);
  const record = await findAssignment(tx, ctx, scope, id);
  await assignmentsRepository.update(tx, ctx.tenant.id, id, {
    proposedPaidHours: toDecimal(input.proposedPaidHours),
    proposedChargedHours: toDecimal(input.proposedChargedHours),
    updatedAt: ctx.clock.now(),
  });
  await assignmentsRepository.log(tx, {
    tenantId: ctx.tenant.id,
    assignmentId: id,
    personId: record.personId,
    caption: 'Proposed hours updated',
    body: input.comment,
    loginId: ctx.auth.loginId,
  });
  return toAssignment(await findAssignment(tx, ctx, scope, id));
};

/**
 * activate, spare, notNeeded, cancel, reactivate, noShow: moves the status along the shared transitions; a
 * move the rules do not allow is a 409 so the planner sees the assignment changed meanwhile.
 */
export const changeAssignmentStatus = async (
  ctx: RequestContext,
  id: number,
  action: CrewItemStatusAction,
  input: AssignmentActionInput,
): Promise<Assignment> => {
  const { tx } = ctx;
  const scope = await resolveScope(tx, ctx, projectEditGrants);
  const record = await findAssignment(tx, ctx, scope, id);
  const next = nextCrewItemStatus(record.status, action);
  if (!next) {
    throw new AppError('CONFLICT', `Cannot ${action} an assignment that is ${record.status}`);
  }
  const override =
    next === 'confirmed'
      ? await confirmationChecks(ctx, {
          positionId: record.projectCrewItemId,
          rows: record.amountOfRows,
          personId: record.personId,
          assignmentId: id,
          overrideReason: input.overrideReason,
        })
      : null;
  const now = ctx.clock.now();
  await assignmentsRepository.update(tx, ctx.tenant.id, id, {
    status: next,
    updatedAt: now,
    ...(next === 'confirmed' ? { confirmedAt: now } : {}),
  });
  await assignmentsRepository.log(tx, {
    tenantId: ctx.tenant.id,
    assignmentId: id,
    personId: record.personId,
    caption: `Status ${record.status} -> ${next} (${action})`,
    body: input.comment,
    loginId: ctx.auth.loginId,
  });
  await logOverride(ctx, { assignmentId: id, personId: record.personId }, override);
  await notifyAssignmentStatus(ctx, id, { from: record.status, to: next });
  return toAssignment(await findAssignment(tx, ctx, scope, id));
};
