import type { RequestContext } from '../../lib/request-context';
import {
  addDays,
  daysBetween,
  type CopyPersonsInput,
  type CopyPositionInput,
  type CreatePositionInput,
  type Position,
  type UpdatePositionInput,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { toDecimal } from '../../db/values';
import { forbidden, notFound } from '../../lib/app-error';
import { queueCalendarInvitationUpdate } from '../calendar-invitations';
import { copyAssignments, copyPositions, findCrewById, findCrewInScope } from '../project-crews';
import { notifyPositionChanged } from '../notifications';
import {
  findProjectInScope,
  projectEditGrants,
  projectReadGrants,
  resolveScope,
  seesInternals,
  type ProjectScope,
} from '../project-access';
import { assertReferences, invalidField } from '../tenant-references';
import {
  positionsRepository,
  type PositionFilter,
  type PositionRecord,
} from './positions.repository';

export type PositionVisibility = { seesSpare: boolean; seesInternals: boolean };

/** Spare functions need planningCalendar READSPAREFUNCTION; planner-only notes need ALL. */
export const positionVisibility = (
  ctx: RequestContext,
  scope: ProjectScope,
): PositionVisibility => ({
  seesSpare: Boolean(ctx.rights.planningCalendar?.READSPAREFUNCTION?.length),
  seesInternals: seesInternals(scope),
});

export const visiblePositions = (
  visibility: PositionVisibility,
  records: PositionRecord[],
): Position[] =>
  records
    .filter((record) => visibility.seesSpare || !record.functionSpare)
    .map(({ functionSpare: _spare, ...position }) => ({
      ...position,
      crewInfoInternal: visibility.seesInternals ? position.crewInfoInternal : null,
    }));

export const listPositions = async (
  tx: Executor,
  tenantId: number,
  visibility: PositionVisibility,
  filter: PositionFilter,
) => visiblePositions(visibility, await positionsRepository.list(tx, tenantId, filter));

/** GET /projectCrews/{id}/projectCrewItems */
export const positionsOfCrew = async (ctx: RequestContext, id: number) => {
  const { tx } = ctx;
  const { crew, scope } = await findCrewInScope(tx, ctx, id);
  return listPositions(tx, ctx.tenant.id, positionVisibility(ctx, scope), {
    projectCrewId: crew.id,
  });
};

/** GET /projects/{number}/projectCrewItems and /vacantItems. */
export const positionsOfProject = async (
  ctx: RequestContext,
  number: string,
  vacantOnly = false,
) => {
  const { tx } = ctx;
  const { project, scope } = await findProjectInScope(tx, ctx, number, projectReadGrants);
  return listPositions(tx, ctx.tenant.id, positionVisibility(ctx, scope), {
    projectId: project.id,
    vacantOnly,
  });
};

export const findPositionInScope = async (
  tx: Executor,
  ctx: RequestContext,
  id: number,
  grants = projectReadGrants,
) => {
  const scope = await resolveScope(tx, ctx, grants);
  const record = await positionsRepository.findById(tx, ctx.tenant.id, id, scope);
  const [position] = record ? visiblePositions(positionVisibility(ctx, scope), [record]) : [];
  if (!record || !position) throw notFound('Position');
  return { record, scope, position };
};

export const getPosition = async (ctx: RequestContext, id: number): Promise<Position> =>
  (await findPositionInScope(ctx.tx, ctx, id)).position;

const reload = async (tx: Executor, ctx: RequestContext, scope: ProjectScope, id: number) =>
  visiblePositions(positionVisibility(ctx, scope), [
    (await positionsRepository.findById(tx, ctx.tenant.id, id, scope))!,
  ])[0]!;

/**
 * POST /projects/{number}/projectCrewItems. Planners (projects EDIT) add positions; a client
 * (projects CREATE for their company) may add positions to their own projects, marked client added.
 */
export const createPosition = async (
  ctx: RequestContext,
  number: string,
  input: CreatePositionInput,
) => {
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  const { project, scope } = await findProjectInScope(tx, ctx, number, [
    ['projects', 'EDIT'],
    ['projects', 'CREATE'],
  ]);
  if (scope.kind !== 'all' && scope.kind !== 'company') throw forbidden();
  const crew = await findCrewById(tx, tenantId, input.projectCrewId, scope);
  if (!crew || crew.projectId !== project.id) {
    throw invalidField('body.projectCrewId', 'Unknown project crew on this project');
  }
  await assertReferences(tx, tenantId, { 'body.functionId': ['function', input.functionId] });
  const endDate = input.endDate ?? input.startDate;
  if (endDate < input.startDate)
    throw invalidField('body.endDate', 'The end date lies before the start date');
  const id = await positionsRepository.insert(tx, {
    ...input,
    endDate,
    chargeableHours: toDecimal(input.chargeableHours),
    clientAdded: scope.kind === 'company',
    projectId: project.id,
    tenantId,
  });
  await queueCalendarInvitationUpdate(ctx, project.id);
  return reload(tx, ctx, scope, id);
};

const changesTimes = (input: UpdatePositionInput) =>
  ['functionId', 'startDate', 'endDate', 'startTime', 'endTime'].some((key) => key in input);

/** POST /projectCrewItems/{id}/update. Changing times after people were asked marks it changed. */
export const updatePosition = async (
  ctx: RequestContext,
  id: number,
  input: UpdatePositionInput,
) => {
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  const { record, scope } = await findPositionInScope(tx, ctx, id, projectEditGrants);
  await assertReferences(tx, tenantId, { 'body.functionId': ['function', input.functionId] });
  const startDate = input.startDate ?? record.startDate;
  const endDate =
    input.endDate ??
    (input.startDate
      ? addDays(record.endDate, daysBetween(record.startDate, startDate))
      : record.endDate);
  if (endDate < startDate)
    throw invalidField('body.endDate', 'The end date lies before the start date');
  const changed =
    changesTimes(input) && (await positionsRepository.hasAssignments(tx, tenantId, id));
  await positionsRepository.update(tx, tenantId, id, {
    ...input,
    startDate,
    endDate,
    chargeableHours: toDecimal(input.chargeableHours),
    ...(changed ? { changedAt: ctx.clock.now() } : {}),
  });
  if (changed) await notifyPositionChanged(ctx, id);
  await queueCalendarInvitationUpdate(ctx, record.projectId);
  return reload(tx, ctx, scope, id);
};

/** POST /projectCrewItems/{id}/copy: the position (PCI) in the same or another crew. */
export const copyPosition = async (ctx: RequestContext, id: number, input: CopyPositionInput) => {
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  const { record, scope } = await findPositionInScope(tx, ctx, id, projectEditGrants);
  const crewId = input.projectCrewId ?? record.projectCrewId;
  const crew = await findCrewById(tx, tenantId, crewId, scope);
  if (!crew) throw invalidField('body.projectCrewId', 'Unknown project crew');
  const startDate = input.startDate ?? record.startDate;
  const [copyId] = await copyPositions(
    tx,
    tenantId,
    [id],
    { projectCrewId: crew.id, projectId: crew.projectId },
    { dayShift: daysBetween(record.startDate, startDate), includePersons: input.includePersons },
  );
  await queueCalendarInvitationUpdate(ctx, crew.projectId);
  return reload(tx, ctx, scope, copyId!);
};

/** POST /projectCrewItems/{id}/copyPersons: the people of this position onto another one. */
export const copyPersons = async (ctx: RequestContext, id: number, input: CopyPersonsInput) => {
  const { tx } = ctx;
  const { scope } = await findPositionInScope(tx, ctx, id, projectEditGrants);
  const target = await positionsRepository.findById(
    tx,
    ctx.tenant.id,
    input.targetProjectCrewItemId,
    scope,
  );
  if (!target) throw invalidField('body.targetProjectCrewItemId', 'Unknown position');
  return { copied: await copyAssignments(tx, ctx.tenant.id, id, target.id) };
};
