import { bookedStatuses, unpaidProjectType, type CrewItemStatus } from '@crewhub/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { DateBound, SqlValue } from '../../db/json-read';
import {
  crewOfPosition,
  functionOfPosition,
  locationOfCrew,
  positionOfAssignment,
  projectOfCrew,
  sqlList,
} from '../../db/joins';
import {
  functions,
  locations,
  persons,
  projectCrewItems,
  projectCrewItemStatuses,
  projectCrews,
  projects,
} from '../../db/schema';

/** Everything a Job DTO needs, in one row per assignment. */
const jobColumns = {
  id: projectCrewItemStatuses.id,
  personId: projectCrewItemStatuses.personId,
  status: projectCrewItemStatuses.status,
  confirmedAt: projectCrewItemStatuses.confirmedAt,
  checkInAt: projectCrewItemStatuses.checkInAt,
  checkOutAt: projectCrewItemStatuses.checkOutAt,
  askedAt: projectCrewItemStatuses.createdAt,
  updatedAt: projectCrewItemStatuses.updatedAt,
  projectCrewItemId: projectCrewItems.id,
  startDate: projectCrewItems.startDate,
  endDate: projectCrewItems.endDate,
  startTime: projectCrewItems.startTime,
  endTime: projectCrewItems.endTime,
  spare: projectCrewItems.spare,
  chiefPosition: projectCrewItems.crewChief,
  changedAt: projectCrewItems.changedAt,
  crewInfo: projectCrewItems.crewInfoExternal,
  catering: projectCrewItems.catering,
  projectCrewId: projectCrews.id,
  crewName: projectCrews.name,
  shift: projectCrews.shift,
  crewChiefPersonId: projectCrews.crewChiefPersonId,
  projectId: projects.id,
  projectNumber: projects.number,
  projectName: projects.name,
  projectBeginDate: projects.beginDate,
  projectEndDate: projects.endDate,
  /** Set on internal projects: time off (sickness, vacation, bank holiday), not work. */
  internalKind: projects.internalKind,
  /** Time off without pay: the internal project's type says so. */
  unpaid: sql<boolean>`coalesce(${projects.projectType} = ${unpaidProjectType}, false)`,
  functionName: functions.name,
  locationId: locations.id,
  locationName: locations.name,
  locationCity: locations.city,
  // A scalar subquery, not a join: every row is the same person's, and each extra join makes
  // planning this query markedly slower (planning dominates its cost on small result sets).
  timeZone: sql<string>`(select ${persons.timezone} from ${persons}
    where ${persons.tenantId} = ${projectCrewItemStatuses.tenantId}
    and ${persons.id} = ${projectCrewItemStatuses.personId})`,
};

export type JobFilter = {
  personId: SqlValue<number>;
  statuses?: readonly CrewItemStatus[];
  assignmentId?: number;
  /** Coarse date bounds (YYYY-MM-DD) on the position; exact times are checked in code. */
  endDateFrom?: DateBound;
  startDateTo?: string;
  endDateTo?: DateBound;
  /**
   * 'work' (the default) leaves out time off booked as internal projects, which is no job to
   * confirm or check in to; 'all' keeps it, for calendars and availability.
   */
  bookings?: 'work' | 'all';
  /** Assignments to leave out (those the exact times put on the other side of now). */
  exceptIds?: readonly number[];
  /** A subquery of the assignment ids to keep (home keeps those its blocks use). */
  idsIn?: SQL;
};

const jobWhere = (tenantId: SqlValue<number>, filter: JobFilter): SQL | undefined =>
  and(
    eq(projectCrewItemStatuses.tenantId, tenantId),
    eq(projectCrewItemStatuses.personId, filter.personId),
    filter.statuses ? inArray(projectCrewItemStatuses.status, [...filter.statuses]) : undefined,
    filter.assignmentId ? eq(projectCrewItemStatuses.id, filter.assignmentId) : undefined,
    filter.endDateFrom ? gte(projectCrewItems.endDate, filter.endDateFrom) : undefined,
    filter.endDateTo ? lte(projectCrewItems.endDate, filter.endDateTo) : undefined,
    filter.startDateTo ? lte(projectCrewItems.startDate, filter.startDateTo) : undefined,
    filter.bookings === 'all' ? undefined : isNull(projects.internalKind),
    filter.exceptIds?.length
      ? notInArray(projectCrewItemStatuses.id, [...filter.exceptIds])
      : undefined,
    filter.idsIn ? sql`${projectCrewItemStatuses.id} in (${filter.idsIn})` : undefined,
  );

/**
 * Ids of the crews on which the person holds an assignment in one of `statuses`, optionally
 * on a crew-chief position only. Uncorrelated, so it runs once from the person's index instead
 * of once per crew.
 */
export const crewsWithAssignment = (
  tenantId: SqlValue<number>,
  personId: SqlValue<number>,
  options: { statuses: readonly string[]; chiefPositionOnly?: boolean },
): SQL => sql`(select i.project_crew_id from ${projectCrewItemStatuses} s
  join ${projectCrewItems} i on i.tenant_id = s.tenant_id and i.id = s.project_crew_item_id
  where s.tenant_id = ${tenantId} and s.person_id = ${personId}
  and s.status in (${sqlList(options.statuses)}) ${options.chiefPositionOnly ? sql`and i.crew_chief` : sql``})`;

/**
 * A crew led by `personId`: named crew chief, or booked on the crew's crew-chief position. One
 * list of crew ids found from the person (`project_crew_chief_idx`, `pci_crew_chief_idx`), so
 * the crews are looked up by key; an OR of the two tested every crew from the date on.
 */
export const ledBy = (tenantId: SqlValue<number>, personId: SqlValue<number>): SQL =>
  sql`${projectCrews.id} in (select led.id from ${projectCrews} led
    where led.tenant_id = ${tenantId} and led.crew_chief_person_id = ${personId}
    union ${crewsWithAssignment(tenantId, personId, {
      statuses: bookedStatuses,
      chiefPositionOnly: true,
    })})`;

/**
 * The person's assignments with what their jobs show, before order or paging. `columns` may
 * add to the job's columns (the page's count); the rows are typed as jobs all the same.
 */
const jobsMatching = (
  tx: Executor,
  columns: typeof jobColumns,
  tenantId: SqlValue<number>,
  filter: JobFilter,
) =>
  tx
    .select(columns)
    .from(projectCrewItemStatuses)
    .innerJoin(projectCrewItems, positionOfAssignment)
    .innerJoin(projectCrews, crewOfPosition)
    .innerJoin(projects, projectOfCrew)
    .innerJoin(functions, functionOfPosition)
    .leftJoin(locations, locationOfCrew)
    .where(jobWhere(tenantId, filter))
    .$dynamic();

/** Soonest first, as every list of jobs shows them; `desc` turns it round (past jobs first). */
const jobOrder = (direction: typeof asc) => [
  direction(projectCrewItems.startDate),
  direction(projectCrewItems.startTime),
  direction(projectCrewItemStatuses.id),
];

const selectJobs = (tx: Executor, tenantId: SqlValue<number>, filter: JobFilter, direction = asc) =>
  jobsMatching(tx, jobColumns, tenantId, filter).orderBy(...jobOrder(direction));

export type JobRow = Awaited<ReturnType<typeof selectJobs>>[number];

/**
 * The person's jobs in a page's order, each row with how many match in all: the count is a
 * window over the same rows, so a busy person's page costs one read of their assignments, not
 * a second one to count them. The caller adds the limit and offset.
 */
const countedColumns = { ...jobColumns, total: sql<number>`count(*) over ()`.mapWith(Number) };
const countedJobs = (
  tx: Executor,
  tenantId: SqlValue<number>,
  filter: JobFilter,
  newestFirst: boolean,
) =>
  jobsMatching(tx, countedColumns, tenantId, filter).orderBy(...jobOrder(newestFirst ? desc : asc));

type JobPage = { newestFirst: boolean; limit: number; offset: number };

/** Rows of a counted page without their count, and the count (0 for an empty first page). */
export const withoutCount = (rows: (JobRow & { total?: number })[]) => ({
  rows: rows.map(({ total: _counted, ...row }): JobRow => row),
  total: rows[0]?.total ?? 0,
});

/** One page of the person's jobs and how many match in all. */
const pageOfJobs = async (
  tx: Executor,
  tenantId: number,
  filter: JobFilter,
  page: JobPage,
): Promise<{ rows: JobRow[]; total: number }> => {
  const rows = await countedJobs(tx, tenantId, filter, page.newestFirst)
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length > 0 || page.offset === 0) return withoutCount(rows);
  // A page past the end has no row to carry the count.
  const [all] = await tx
    .select({ total: count() })
    .from(jobsMatching(tx, jobColumns, tenantId, filter).as('jobs'));
  return { rows: [], total: all?.total ?? 0 };
};

export const jobsRepository = {
  /** The person's jobs, oldest first; callers filter exact times and tabs. */
  list: selectJobs,

  page: pageOfJobs,

  counted: countedJobs,

  one: async (
    tx: Executor,
    tenantId: number,
    filter: JobFilter & { assignmentId: number },
  ): Promise<JobRow | null> => (await selectJobs(tx, tenantId, filter))[0] ?? null,

  timeZoneOf: async (tx: Executor, tenantId: number, personId: number): Promise<string> => {
    const [row] = await tx
      .select({ timeZone: persons.timezone })
      .from(persons)
      .where(and(eq(persons.tenantId, tenantId), eq(persons.id, personId)));
    return row?.timeZone ?? 'Europe/Amsterdam';
  },

  /** Confirms only from `requested`, so two taps or a planner's change cannot race it. */
  confirm: async (tx: Executor, tenantId: number, assignmentId: number, now: Date) =>
    (
      await tx
        .update(projectCrewItemStatuses)
        .set({ status: 'confirmed', confirmedAt: now, updatedAt: now })
        .where(
          and(
            eq(projectCrewItemStatuses.tenantId, tenantId),
            eq(projectCrewItemStatuses.id, assignmentId),
            eq(projectCrewItemStatuses.status, 'requested'),
          ),
        )
        .returning({ id: projectCrewItemStatuses.id })
    ).length > 0,
};
