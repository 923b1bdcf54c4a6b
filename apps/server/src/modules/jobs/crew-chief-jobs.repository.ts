import { bookedStatuses, workingStatuses, type PositionTimes } from '@crewhub/shared';
import { and, asc, count, desc, eq, gte, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import type { DateBound, SqlValue } from '../../db/json-read';
import { deliveryNoteOfCrew, locationOfCrew, projectOfCrew, sqlList } from '../../db/joins';
import {
  deliveryNotes,
  locations,
  projectCrewItems,
  projectCrewItemStatuses,
  projectCrews,
  projects,
} from '../../db/schema';
import { crewsWithAssignment, ledBy } from './jobs.repository';

/** Counts over the crew's assignments, as correlated subqueries (one row per crew). */
const crewCount = (
  extra: SQL,
) => sql<number>`(select count(*)::int from ${projectCrewItemStatuses} s
  join ${projectCrewItems} i on i.tenant_id = s.tenant_id and i.id = s.project_crew_item_id
  where s.tenant_id = ${projectCrews.tenantId} and i.project_crew_id = ${projectCrews.id}
  and s.status in (${sqlList(bookedStatuses)}) ${extra})`;

export type CrewChiefFilter = {
  personId: SqlValue<number>;
  /** Crews on or after this date (YYYY-MM-DD). */
  from?: DateBound;
  /** Crews on or before this date. */
  until?: DateBound;
  /** Crews before this date. */
  before?: string;
  /** Only crews whose delivery note is not signed yet. */
  unsignedOnly?: boolean;
};

const where = (tenantId: SqlValue<number>, filter: CrewChiefFilter) =>
  and(
    eq(projectCrews.tenantId, tenantId),
    // Internal projects book time off; nobody leads a crew there.
    isNull(projects.internalKind),
    ledBy(tenantId, filter.personId),
    filter.from ? gte(projectCrews.date, filter.from) : undefined,
    filter.until ? lte(projectCrews.date, filter.until) : undefined,
    filter.before ? lt(projectCrews.date, filter.before) : undefined,
    filter.unsignedOnly ? sql`${deliveryNotes.signedAt} is null` : undefined,
  );

/** What every list of crews led shows: the crew, its project and its location. */
const crewColumns = {
  projectCrewId: projectCrews.id,
  name: projectCrews.name,
  date: projectCrews.date,
  shift: projectCrews.shift,
  projectId: projects.id,
  projectNumber: projects.number,
  projectName: projects.name,
  locationId: locations.id,
  locationName: locations.name,
  locationCity: locations.city,
};

/** Project, location and delivery note of each crew. */
const withCrewJoins = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(projects, projectOfCrew)
    .leftJoin(locations, locationOfCrew)
    .leftJoin(deliveryNotes, deliveryNoteOfCrew);

export const crewChiefJobsRepository = {
  list: async (
    tx: Executor,
    tenantId: number,
    filter: CrewChiefFilter,
    page: { limit: number; offset: number },
  ) => {
    const rows = await withCrewJoins(
      tx
        .select({
          ...crewColumns,
          members: crewCount(sql``),
          checkedIn: crewCount(sql`and s.check_in_at is not null`),
          signedAt: deliveryNotes.signedAt,
          releasedAt: deliveryNotes.releasedAt,
        })
        .from(projectCrews)
        .$dynamic(),
    )
      .where(where(tenantId, filter))
      .orderBy(
        filter.before ? desc(projectCrews.date) : asc(projectCrews.date),
        asc(projectCrews.id),
      )
      .limit(page.limit)
      .offset(page.offset);
    return rows;
  },

  /**
   * Crews led by the person whose delivery note is not signed yet, with their project: what
   * home shows. Leaner than list (no location, no counts), as home runs it on every visit.
   */
  unsigned: (
    tx: Executor,
    tenantId: SqlValue<number>,
    filter: Omit<CrewChiefFilter, 'unsignedOnly' | 'before'>,
    limit: number,
  ) =>
    tx
      .select({
        projectCrewId: projectCrews.id,
        name: projectCrews.name,
        date: projectCrews.date,
        projectId: projects.id,
        projectNumber: projects.number,
        projectName: projects.name,
      })
      .from(projectCrews)
      .innerJoin(projects, projectOfCrew)
      .leftJoin(deliveryNotes, deliveryNoteOfCrew)
      .where(where(tenantId, { ...filter, unsignedOnly: true }))
      .orderBy(asc(projectCrews.date), asc(projectCrews.id))
      .limit(limit),

  /**
   * Crews the person leads from `from` on without working a position on them (those show as
   * their jobs), soonest first, with the times of the crew's positions: what home adds to the
   * person's own jobs.
   */
  ledWithoutOwnJob: (
    tx: Executor,
    tenantId: SqlValue<number>,
    filter: { personId: SqlValue<number>; from: DateBound },
    limit: number,
  ) =>
    tx
      .select({
        ...crewColumns,
        projectBeginDate: projects.beginDate,
        projectEndDate: projects.endDate,
        positions: sql<PositionTimes[]>`(select coalesce(json_agg(json_build_object(
              'startDate', i.start_date, 'endDate', i.end_date,
              'startTime', i.start_time, 'endTime', i.end_time)), '[]'::json)
            from ${projectCrewItems} i
            where i.tenant_id = ${projectCrews.tenantId} and i.project_crew_id = ${projectCrews.id})`,
      })
      .from(projectCrews)
      .innerJoin(projects, projectOfCrew)
      .leftJoin(locations, locationOfCrew)
      .where(
        and(
          where(tenantId, filter),
          sql`${projectCrews.id} not in ${crewsWithAssignment(tenantId, filter.personId, {
            statuses: workingStatuses,
          })}`,
        ),
      )
      .orderBy(asc(projectCrews.date), asc(projectCrews.id))
      .limit(limit),

  count: async (tx: Executor, tenantId: number, filter: CrewChiefFilter) => {
    const [total] = await withCrewJoins(
      tx.select({ total: count() }).from(projectCrews).$dynamic(),
    ).where(where(tenantId, filter));
    return total?.total ?? 0;
  },
};
