import {
  daysBetween,
  type CopyProjectCrewInput,
  type CreateProjectCrewInput,
  type ProjectCrew,
  type UpdateProjectCrewInput,
} from '@crewhub/shared';
import type { Executor } from '../../db/client';
import { withTenant } from '../../db/tenant-scope';
import { notFound } from '../../lib/app-error';
import { assignmentsRepository, toAssignment } from '../assignments/assignments.repository';
import { positionsRepository } from '../positions/positions.repository';
import { listPositions, positionVisibility } from '../positions/positions.service';
import { findProjectInScope } from '../projects/project-lookup';
import {
  projectEditGrants,
  projectReadGrants,
  resolveScope,
  type PlanningContext,
} from '../projects/project-scope';
import { assertReferences } from '../projects/references';
import { copyCrew } from './crew-copy.repository';
import { projectCrewsRepository } from './project-crews.repository';

const findCrewInScope = async (
  tx: Executor,
  ctx: PlanningContext,
  id: number,
  grants = projectReadGrants,
) => {
  const scope = await resolveScope(tx, ctx, grants);
  const crew = await projectCrewsRepository.findById(tx, ctx.tenant.id, id, scope);
  if (!crew) throw notFound('Crew');
  return { crew, scope };
};

/** GET /projects/{number}/projectCrews */
export const crewsOfProject = (ctx: PlanningContext, number: string): Promise<ProjectCrew[]> =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const { project } = await findProjectInScope(tx, ctx, number, projectReadGrants);
    return projectCrewsRepository.listByProject(tx, ctx.tenant.id, project.id);
  });

export const getCrew = (ctx: PlanningContext, id: number): Promise<ProjectCrew> =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => (await findCrewInScope(tx, ctx, id)).crew);

/** GET /projectCrews/{id}/projectCrewItems */
export const positionsOfCrew = (ctx: PlanningContext, id: number) =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const { crew, scope } = await findCrewInScope(tx, ctx, id);
    return listPositions(tx, ctx.tenant.id, positionVisibility(ctx, scope), {
      projectCrewId: crew.id,
    });
  });

/** GET /projectCrews/{id}/projectCrewItemStatus: who is on the crew, in which status. */
export const assignmentsOfCrew = (ctx: PlanningContext, id: number) =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const { crew } = await findCrewInScope(tx, ctx, id);
    const records = await assignmentsRepository.list(tx, ctx.tenant.id, { projectCrewId: crew.id });
    return records.map(toAssignment);
  });

/** POST /projects/{number}/projectCrews */
export const createCrew = (ctx: PlanningContext, number: string, input: CreateProjectCrewInput) =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
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
    return (await projectCrewsRepository.findById(tx, tenantId, id, scope))!;
  });

/**
 * POST /projectCrews/{id}. A new date moves the crew's positions along, so the crew and its
 * positions keep telling the same day.
 */
export const updateCrew = (ctx: PlanningContext, id: number, input: UpdateProjectCrewInput) =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const tenantId = ctx.tenant.id;
    const { crew, scope } = await findCrewInScope(tx, ctx, id, projectEditGrants);
    await assertReferences(tx, tenantId, {
      'body.locationId': ['location', input.locationId],
      'body.crewChiefPersonId': ['person', input.crewChiefPersonId],
    });
    await projectCrewsRepository.update(tx, tenantId, crew.id, input);
    const days = input.date ? daysBetween(crew.date, input.date) : 0;
    if (days !== 0) {
      await positionsRepository.shiftCrewDates(tx, tenantId, crew.id, days, ctx.clock.now());
    }
    return (await projectCrewsRepository.findById(tx, tenantId, crew.id, scope))!;
  });

/** POST /projectCrews/{id}/copy: the crew, its positions and optionally its people, on a new date. */
export const copyProjectCrew = (ctx: PlanningContext, id: number, input: CopyProjectCrewInput) =>
  withTenant(ctx.db, ctx.tenant.id, async (tx) => {
    const { crew, scope } = await findCrewInScope(tx, ctx, id, projectEditGrants);
    const copyId = await copyCrew(tx, ctx.tenant.id, crew.id, crew.projectId, {
      dayShift: daysBetween(crew.date, input.date),
      includePersons: input.includePersons,
    });
    return (await projectCrewsRepository.findById(tx, ctx.tenant.id, copyId, scope))!;
  });
