import type { RequestContext } from '../../lib/request-context';
import {
  isoDateOf,
  projectReleaseIssues,
  type CreateProjectInput,
  type ListQuery,
  type Page,
  type Project,
  type ProjectListQuery,
  type ProjectsCalendar,
  type ProjectsCalendarQuery,
  type UpdateProjectInput,
} from '@crewhub/shared';
import type { Transaction } from '../../db/client';
import { toDecimal } from '../../db/values';
import { AppError, forbidden } from '../../lib/app-error';
import { jsonObject, jsonValue, type JsonText } from '../../lib/json-text';
import { insertPosition } from '../positions';
import { insertCrew } from '../project-crews';
import {
  findProjectInScope,
  contactByNumber,
  resolveScope,
  projectReadGrants,
} from '../project-access';
import { assertClientReferences } from './client-references';
import { assertProjectRateCard } from './project-rate-card';
import { projectsRepository } from './projects.repository';
import { assertReferences } from '../tenant-references';

/** GET /projects: a page of projects, written by PostgreSQL (`projectsRepository.listJson`). */
export const listProjects = async (
  ctx: RequestContext,
  query: ProjectListQuery,
): Promise<JsonText<Page<Project>>> => {
  const { tx } = ctx;
  const scope = await resolveScope(tx, ctx, projectReadGrants);
  const { limit, page, ...filter } = query;
  const contact = ctx.auth.contactNumber
    ? await contactByNumber(tx, ctx.tenant.id, ctx.auth.contactNumber)
    : null;
  const { items, total } = await projectsRepository.listJson(
    tx,
    ctx.tenant.id,
    scope,
    {
      ...filter,
      today: isoDateOf(ctx.clock.now()),
      personId: ctx.auth.personId,
      contactId: contact?.id ?? null,
    },
    { limit, page },
  );
  // The page schema's order: items, page, limit, total.
  return jsonObject<Page<Project>>(
    {},
    {
      items,
      page: jsonValue(page),
      limit: jsonValue(limit),
      total: jsonValue(total),
    },
  );
};

/** GET /projectsCalendarItems: the projects of a period in the caller's scope, as bars. */
export const projectsCalendar = async (
  ctx: RequestContext,
  period: ProjectsCalendarQuery,
): Promise<JsonText<ProjectsCalendar>> => {
  const scope = await resolveScope(ctx.tx, ctx, projectReadGrants);
  return projectsRepository.calendarJson(ctx.tx, ctx.tenant.id, scope, {
    ...period,
    scope: 'all',
    today: isoDateOf(ctx.clock.now()),
    personId: ctx.auth.personId,
    contactId: null,
  });
};

export const getProject = async (ctx: RequestContext, number: string): Promise<Project> => {
  const { tx } = ctx;
  const { project } = await findProjectInScope(tx, ctx, number, projectReadGrants);
  return project;
};

/** P-{year}-{nnn}, the next free number of the project's year. */
const nextNumber = async (tx: Transaction, tenantId: number, year: number): Promise<string> => {
  const last = await projectsRepository.lastSequence(tx, tenantId, year);
  return `P-${year}-${String(last + 1).padStart(3, '0')}`;
};

/** A free project number: the wanted one, else the next of the year. Holds the lock until commit. */
export const claimProjectNumber = async (
  tx: Transaction,
  tenantId: number,
  wanted: string | undefined,
  year: number,
): Promise<string> => {
  await projectsRepository.lockNumbering(tx, tenantId);
  if (!wanted) return nextNumber(tx, tenantId, year);
  if (await projectsRepository.numberExists(tx, tenantId, wanted)) {
    throw new AppError('CONFLICT', `Project number ${wanted} is already in use`);
  }
  return wanted;
};

const projectReferences = (input: UpdateProjectInput) => ({
  'body.companyId': ['company', input.companyId] as const,
  'body.contactId': ['contact', input.contactId] as const,
  'body.locationId': ['location', input.locationId] as const,
  'body.crewChiefPersonId': ['person', input.crewChiefPersonId] as const,
  'body.projectManagerPersonId': ['person', input.projectManagerPersonId] as const,
  'body.branchId': ['branch', input.branchId] as const,
  'body.defaultCateringTypeId': ['cateringType', input.defaultCateringTypeId] as const,
  'body.rateCardId': ['rateCard', input.rateCardId] as const,
});

const crewReferences = (input: CreateProjectInput) =>
  Object.fromEntries(
    input.crews.flatMap((crew, crewIndex) => [
      [`body.crews.${crewIndex}.locationId`, ['location', crew.locationId] as const],
      [`body.crews.${crewIndex}.crewChiefPersonId`, ['person', crew.crewChiefPersonId] as const],
      ...crew.positions.map(
        (position, index) =>
          [
            `body.crews.${crewIndex}.positions.${index}.functionId`,
            ['function', position.functionId] as const,
          ] as const,
      ),
    ]),
  );

/**
 * POST /projects. Planners create any project; a client contact (projects CREATE for their
 * COMPANY) creates a client draft for their own company, with their positions marked client added.
 */
export const createProject = async (
  ctx: RequestContext,
  input: CreateProjectInput,
): Promise<Project> => {
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  const scope = await resolveScope(tx, ctx, [['projects', 'CREATE']]);
  if (scope.kind !== 'all' && scope.kind !== 'company') throw forbidden();
  const { crews, number: wanted, ...fields } = input;
  const values =
    scope.kind === 'company'
      ? { ...fields, companyId: scope.companyId, state: 'client_draft' as const }
      : fields;
  if (scope.kind === 'company' && !values.contactId && ctx.auth.contactNumber) {
    const contact = await contactByNumber(tx, tenantId, ctx.auth.contactNumber);
    values.contactId = contact?.id ?? null;
  }
  const references = { ...projectReferences(values), ...crewReferences(input) };
  await assertReferences(tx, tenantId, references);
  await assertClientReferences(tx, ctx, references);
  await assertProjectRateCard(tx, ctx, {
    rateCardId: values.rateCardId ?? null,
    companyId: values.companyId ?? null,
  });
  const year = Number((values.beginDate ?? isoDateOf(ctx.clock.now())).slice(0, 4));
  const number = await claimProjectNumber(tx, tenantId, wanted, year);
  const projectId = await projectsRepository.insert(tx, {
    ...values,
    name: values.name,
    number,
    tenantId,
  });
  for (const crew of crews) {
    const { positions, ...crewFields } = crew;
    const projectCrewId = await insertCrew(tx, {
      ...crewFields,
      projectId,
      tenantId,
    });
    for (const position of positions) {
      const startDate = position.startDate ?? crew.date;
      await insertPosition(tx, {
        ...position,
        chargeableHours: toDecimal(position.chargeableHours),
        startDate,
        endDate: position.endDate ?? startDate,
        clientAdded: scope.kind === 'company',
        projectCrewId,
        projectId,
        tenantId,
      });
    }
  }
  return (await projectsRepository.findByNumber(tx, tenantId, number, scope))!;
};

/**
 * POST /projects/{number}: confirming (releasing) checks start and end times and chargeable
 * hours on every stored position.
 */
export const updateProject = async (
  ctx: RequestContext,
  number: string,
  input: UpdateProjectInput,
): Promise<Project> => {
  const { tx } = ctx;
  const tenantId = ctx.tenant.id;
  const { project, scope } = await findProjectInScope(tx, ctx, number, [['projects', 'EDIT']]);
  await assertReferences(tx, tenantId, projectReferences(input));
  await assertClientReferences(tx, ctx, projectReferences(input));
  await assertProjectRateCard(
    tx,
    ctx,
    {
      rateCardId: input.rateCardId === undefined ? project.rateCardId : input.rateCardId,
      companyId: input.companyId === undefined ? project.companyId : input.companyId,
    },
    project,
  );
  const merged = { beginDate: project.beginDate, endDate: project.endDate, ...input };
  if (merged.beginDate && merged.endDate && merged.endDate < merged.beginDate) {
    throw new AppError(
      'VALIDATION_FAILED',
      'body.endDate: The end date lies before the begin date',
      [{ field: 'body.endDate', message: 'The end date lies before the begin date' }],
    );
  }
  if (input.state === 'confirmed') {
    const positions = await projectsRepository.positionsForRelease(tx, tenantId, project.id);
    const issues = projectReleaseIssues(positions, 'confirmed').map((issue) => ({
      field: `projectCrewItems.${positions[issue.index]!.id}.${issue.field}`,
      message: issue.message,
    }));
    if (issues.length > 0) throw new AppError('VALIDATION_FAILED', issues[0]!.message, issues);
  }
  await projectsRepository.update(tx, tenantId, project.id, input);
  return (await projectsRepository.findByNumber(tx, tenantId, number, scope))!;
};

export const listProjectTypes = async (ctx: RequestContext, query: ListQuery) => {
  const { tx } = ctx;
  await resolveScope(tx, ctx, projectReadGrants);
  return { ...(await projectsRepository.projectTypes(tx, ctx.tenant.id, query)), ...query };
};
