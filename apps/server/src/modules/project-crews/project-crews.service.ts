import type { RequestContext } from '../../lib/request-context';
import {
  daysBetween,
  type CopyProjectCrewInput,
  type CreateProjectCrewInput,
  type DeletedResult,
  type ProjectCrew,
  type UpdateProjectCrewInput,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import {
  findProjectInScope,
  projectEditGrants,
  projectReadGrants,
  resolveScope,
} from '../project-access';
import { queueCalendarInvitationUpdate } from '../calendar-invitations';
import { assertReferences } from '../tenant-references';
import { copyCrew } from './crew-copy.repository';
import { projectCrewsRepository } from './project-crews.repository';

/** The crew a caller may see (or act on with `grants`); 404 outside the scope. */
export const findCrewInScope = async (
  tx: Executor,
  ctx: RequestContext,
  id: number,
  grants = projectReadGrants,
) => {
  const scope = await resolveScope(tx, ctx, grants);
  const crew = await projectCrewsRepository.findById(tx, ctx.tenant.id, id, scope);
  if (!crew) throw notFound('Crew');
  return { crew, scope };
};

/** GET /projects/{number}/projectCrews */
export const crewsOfProject = async (
  ctx: RequestContext,
  number: string,
): Promise<ProjectCrew[]> => {
  const { tx } = ctx;
  const { project } = await findProjectInScope(tx, ctx, number, projectReadGrants);
  return projectCrewsRepository.listByProject(tx, ctx.tenant.id, project.id);
};

export const getCrew = async (ctx: RequestContext, id: number): Promise<ProjectCrew> =>
  (await findCrewInScope(ctx.tx, ctx, id)).crew;

/** POST /projects/{number}/projectCrews */
export const createCrew = async (
  ctx: RequestContext,
  number: string,
  input: CreateProjectCrewInput,
) => {
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  const { project, scope } = await findProjectInScope(tx, ctx, number, projectEditGrants);
  await assertReferences(tx, tenantId, {
    'body.locationId': ['location', input.locationId],
    'body.crewChiefPersonId': ['person', input.crewChiefPersonId],
  });
  const id = await projectCrewsRepository.insert(tx, {
    ...input,
    locationId: input.locationId ?? project.locationId,
    projectId: project.id,
    tenantId,
  });
  await queueCalendarInvitationUpdate(ctx, project.id);
  return (await projectCrewsRepository.findById(tx, tenantId, id, scope))!;
};

/**
 * POST /projectCrews/{id}. A new date moves the crew's positions along, so the crew and its
 * positions keep telling the same day.
 */
export const updateCrew = async (
  ctx: RequestContext,
  id: number,
  input: UpdateProjectCrewInput,
) => {
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  const { crew, scope } = await findCrewInScope(tx, ctx, id, projectEditGrants);
  await assertReferences(tx, tenantId, {
    'body.locationId': ['location', input.locationId],
    'body.crewChiefPersonId': ['person', input.crewChiefPersonId],
  });
  await projectCrewsRepository.update(tx, tenantId, crew.id, input);
  const days = input.date ? daysBetween(crew.date, input.date) : 0;
  if (days !== 0) {
    await projectCrewsRepository.shiftCrewDates(tx, tenantId, crew.id, days, ctx.clock.now());
  }
  await queueCalendarInvitationUpdate(ctx, crew.projectId);
  return (await projectCrewsRepository.findById(tx, tenantId, crew.id, scope))!;
};

/** POST /projectCrews/{id}/copy: the crew, its positions and optionally its people, on a new date. */
export const copyProjectCrew = async (
  ctx: RequestContext,
  id: number,
  input: CopyProjectCrewInput,
) => {
  const { tx } = ctx;
  const { crew, scope } = await findCrewInScope(tx, ctx, id, projectEditGrants);
  const copyId = await copyCrew(tx, ctx.tenant.id, crew.id, crew.projectId, {
    dayShift: daysBetween(crew.date, input.date),
    includePersons: input.includePersons,
  });
  await queueCalendarInvitationUpdate(ctx, crew.projectId);
  return (await projectCrewsRepository.findById(tx, ctx.tenant.id, copyId, scope))!;
};

/**
 * DELETE /projectCrews/{id}: a crew nobody is on yet (planned too early, or twice). People are
 * taken off first, each with their own notice, so nobody loses a job without being told; the
 * invitations of the project then cancel the crew's event.
 */
export const removeCrew = async (ctx: RequestContext, id: number): Promise<DeletedResult> => {
  const { tx } = ctx;
  const { crew } = await findCrewInScope(tx, ctx, id, projectEditGrants);
  if (await projectCrewsRepository.hasPeople(tx, ctx.tenant.id, crew.id)) {
    throw new AppError('CREW_HAS_PEOPLE', 'Take the people off this crew before removing it');
  }
  await projectCrewsRepository.remove(tx, ctx.tenant.id, crew.id);
  await queueCalendarInvitationUpdate(ctx, crew.projectId);
  return { id: crew.id, deleted: true };
};
