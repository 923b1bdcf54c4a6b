import {
  offsetOf,
  projectListStartDate,
  unpaidProjectType,
  type ListQuery,
  type Project,
  type ProjectListQuery,
  type ProjectsCalendar,
} from '@crewhub/shared';
import {
  and,
  asc,
  count,
  desc,
  ne,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { planWithValues } from '../../db/custom-plans';
import { jsonColumns, type JsonColumn } from '../../db/json-columns';
import { guestVisits, projectCrewItems, projects } from '../../db/schema';

/** How many guest logins the planner sees on a project. */
const guestVisitsShown = 100;
import { likePattern, toNumber, toTime } from '../../db/values';
import { projectMeetsDays } from '../../db/days-meeting';
import type { JsonText } from '../../lib/json-text';
import {
  findProjectByNumber,
  projectScopeCondition,
  projectsJsonArray,
  selectProjects,
} from '../project-access';
import type { ProjectScope } from '../project-access';

/** Lists leave out internal sickness/vacation projects and anything ending before 2018. */
const listableCondition = and(
  isNull(projects.internalKind),
  sql`coalesce(${projects.endDate}, ${projects.beginDate}, ${projectListStartDate}::date) >= ${projectListStartDate}::date`,
);

export type ProjectListFilter = Omit<ProjectListQuery, 'limit' | 'page'> & {
  today: string;
  /** For scope=my: the caller as person or contact. */
  personId: number | null;
  contactId: number | null;
  contactIdFilter?: number;
};

const notEnded = (today: string) => or(isNull(projects.endDate), gte(projects.endDate, today));

const filterConditions = (filter: ProjectListFilter): (SQL | undefined)[] => [
  filter.tab === 'ongoing'
    ? and(eq(projects.state, 'confirmed'), notEnded(filter.today))
    : undefined,
  filter.tab === 'past' ? lt(projects.endDate, filter.today) : undefined,
  filter.tab === 'requested'
    ? and(inArray(projects.state, ['quoted', 'client_draft']), notEnded(filter.today))
    : undefined,
  filter.closed === undefined ? undefined : eq(projects.closed, filter.closed),
  filter.state ? eq(projects.state, filter.state) : undefined,
  filter.q
    ? or(ilike(projects.name, likePattern(filter.q)), ilike(projects.number, likePattern(filter.q)))
    : undefined,
  filter.from
    ? sql`coalesce(${projects.endDate}, ${projects.beginDate}) >= ${filter.from}`
    : undefined,
  filter.to ? sql`coalesce(${projects.beginDate}, ${projects.endDate}) <= ${filter.to}` : undefined,
  filter.scope === 'my'
    ? or(
        filter.personId === null
          ? sql`false`
          : eq(projects.projectManagerPersonId, filter.personId),
        filter.personId === null ? sql`false` : eq(projects.crewChiefPersonId, filter.personId),
        filter.contactId === null ? sql`false` : eq(projects.contactId, filter.contactId),
      )
    : undefined,
  filter.contactIdFilter === undefined ? undefined : eq(projects.contactId, filter.contactIdFilter),
];

/**
 * The list's conditions and order. With a period (the projects calendar) the period comes
 * again as index conditions, which coalesce cannot be: the month's projects are then found
 * through the date indexes, for the page and its count alike, instead of read from every
 * project of the tenant.
 */
const listQuery = (tenantId: number, scope: ProjectScope, filter: ProjectListFilter) => ({
  where: and(
    eq(projects.tenantId, tenantId),
    listableCondition,
    projectScopeCondition(scope),
    ...filterConditions(filter),
    filter.from && filter.to ? projectMeetsDays(filter.from, filter.to) : undefined,
  ),
  order:
    filter.tab === 'past'
      ? [desc(projects.beginDate), desc(projects.id)]
      : [asc(projects.beginDate), asc(projects.id)],
});

/** The projects calendar's columns and where its `shown` CTE keeps them. */
const calendarColumns = {
  id: 'id',
  number: 'number',
  name: 'name',
  beginDate: 'begin_date',
  endDate: 'end_date',
  state: 'state',
} satisfies Record<keyof ProjectsCalendar, JsonColumn>;

/** SQL: how many projects meet `where`, for a list's total. */
const countSql = (where: SQL | undefined): SQL =>
  sql`(select count(*)::int from ${projects} where ${where ?? sql`true`})`;

const countOf = async (tx: Executor, where: SQL | undefined): Promise<number> => {
  const [row] = await queryRows<{ total: number }>(tx, sql`select ${countSql(where)} as total`);
  return row?.total ?? 0;
};

export const projectsRepository = {
  list: async (
    tx: Executor,
    tenantId: number,
    scope: ProjectScope,
    filter: ProjectListFilter,
    paging: ListQuery,
  ): Promise<{ items: Project[]; total: number }> => {
    const { where, order } = listQuery(tenantId, scope, filter);
    const items = await selectProjects(tx)
      .where(where)
      .orderBy(...order)
      .limit(paging.limit)
      .offset(offsetOf(paging));
    return { items, total: await countOf(tx, where) };
  },

  /**
   * `list` as the JSON text of the page's array, each project in the Project schema's order,
   * and the total, in one statement.
   */
  listJson: async (
    tx: Executor,
    tenantId: number,
    scope: ProjectScope,
    filter: ProjectListFilter,
    paging: ListQuery,
  ): Promise<{ items: JsonText<Project[]>; total: number }> => {
    const { where, order } = listQuery(tenantId, scope, filter);
    // The page first, then the names of its projects only (a month has 2,070 to choose from).
    const orderBy = sql.join(order, sql`, `);
    const page = sql`(select * from ${projects} where ${where} order by ${orderBy}
      limit ${paging.limit} offset ${offsetOf(paging)}) ${projects}`;
    await planWithValues(tx, { joinsAsWritten: true });
    const [row] = await queryRows<{ items: JsonText<Project[]>; total: number }>(
      tx,
      sql`select ${projectsJsonArray(tx, page, orderBy)} as items, ${countSql(where)} as total`,
    );
    return row!;
  },

  /**
   * Every project with a begin date meeting the period, by begin date, as the JSON text of the
   * projects calendar's columns, written by PostgreSQL: the month's projects read once through
   * the date indexes, in order, into a materialized CTE, then each column aggregated in that
   * order.
   */
  calendarJson: async (
    tx: Executor,
    tenantId: number,
    scope: ProjectScope,
    filter: ProjectListFilter,
  ): Promise<JsonText<ProjectsCalendar>> => {
    const { where, order } = listQuery(tenantId, scope, filter);
    await planWithValues(tx);
    const [row] = await queryRows<{ columns: JsonText<ProjectsCalendar> }>(
      tx,
      sql`with shown as materialized (
          select ${projects.id} as id, ${projects.number} as number, ${projects.name} as name,
            ${projects.beginDate}::text as begin_date, ${projects.endDate}::text as end_date,
            ${projects.state} as state
          from ${projects} where ${and(where, isNotNull(projects.beginDate))}
          order by ${sql.join(order, sql`, `)})
        select ${jsonColumns(calendarColumns, 'shown')} as columns`,
    );
    return row!.columns;
  },

  findByNumber: findProjectByNumber,

  insert: async (tx: Executor, values: typeof projects.$inferInsert): Promise<number> => {
    const [row] = await tx.insert(projects).values(values).returning({ id: projects.id });
    return row!.id;
  },

  update: async (
    tx: Executor,
    tenantId: number,
    id: number,
    values: Partial<typeof projects.$inferInsert>,
  ): Promise<void> => {
    if (Object.keys(values).length === 0) return;
    await tx
      .update(projects)
      .set(values)
      .where(and(eq(projects.tenantId, tenantId), eq(projects.id, id)));
  },

  numberExists: async (tx: Executor, tenantId: number, number: string): Promise<boolean> => {
    const [row] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.tenantId, tenantId), eq(projects.number, number)));
    return Boolean(row);
  },

  /**
   * Serializes project numbering within the tenant until the transaction ends, so two projects
   * created at the same moment cannot both claim the next free number.
   */
  lockNumbering: async (tx: Executor, tenantId: number): Promise<void> => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`project-number:${tenantId}`}, 0))`,
    );
  },

  /** Highest sequence used in P-{year}-{nnn} numbers of that year (chosen longer ones aside). */
  lastSequence: async (tx: Executor, tenantId: number, year: number): Promise<number> => {
    const prefix = `P-${year}-`;
    const [row] = await tx
      .select({
        // from ...::int: a text argument would select the regular-expression form of substring.
        last: sql<
          number | null
        >`max((substring(${projects.number} from ${prefix.length + 1}::int))::int)`,
      })
      .from(projects)
      .where(
        and(eq(projects.tenantId, tenantId), sql`${projects.number} ~ ${`^P-${year}-[0-9]{1,9}$`}`),
      );
    return Number(row?.last ?? 0);
  },

  secrets: async (tx: Executor, tenantId: number, id: number) => {
    const [row] = await tx
      .select({
        guestPasswordHash: projects.guestPasswordHash,
        guestAccessUntil: projects.guestAccessUntil,
        calendarToken: projects.calendarToken,
        internalKind: projects.internalKind,
      })
      .from(projects)
      .where(and(eq(projects.tenantId, tenantId), eq(projects.id, id)));
    return row ?? null;
  },

  /** Project types in use, most used first (GET /projectTypes). */
  projectTypes: async (tx: Executor, tenantId: number, paging: ListQuery) => {
    // The internal type of unpaid time off is the office's, not a type planners pick.
    const where = and(
      eq(projects.tenantId, tenantId),
      sql`${projects.projectType} is not null`,
      ne(projects.projectType, unpaidProjectType),
    );
    const rows = await tx
      .select({ name: sql<string>`${projects.projectType}`, projectCount: count() })
      .from(projects)
      .where(where)
      .groupBy(projects.projectType)
      .orderBy(desc(count()), asc(projects.projectType))
      .limit(paging.limit)
      .offset(offsetOf(paging));
    const [total] = await tx
      .select({ total: sql<number>`count(distinct ${projects.projectType})::int` })
      .from(projects)
      .where(where);
    return { items: rows, total: total?.total ?? 0 };
  },

  /** What the release rules check on every position of the project. */
  positionsForRelease: async (tx: Executor, tenantId: number, projectId: number) => {
    const rows = await tx
      .select({
        id: projectCrewItems.id,
        startTime: projectCrewItems.startTime,
        endTime: projectCrewItems.endTime,
        chargeableHours: projectCrewItems.chargeableHours,
      })
      .from(projectCrewItems)
      .where(
        and(eq(projectCrewItems.tenantId, tenantId), eq(projectCrewItems.projectId, projectId)),
      )
      .orderBy(asc(projectCrewItems.id));
    return rows.map((row) => ({
      id: row.id,
      startTime: toTime(row.startTime),
      endTime: toTime(row.endTime),
      chargeableHours: toNumber(row.chargeableHours),
    }));
  },
  /** The latest guest logins of a project (auth records them as `project:<number>`). */
  guestVisits: (tx: Executor, tenantId: number, number: string) =>
    tx
      .select({ visitedAt: guestVisits.visitedAt, address: guestVisits.address })
      .from(guestVisits)
      .where(and(eq(guestVisits.tenantId, tenantId), eq(guestVisits.subject, `project:${number}`)))
      .orderBy(desc(guestVisits.visitedAt), desc(guestVisits.id))
      .limit(guestVisitsShown),
};

export const projectRowsRepository = {
  /** The whole stored row, for deep copies. */
  rowById: async (tx: Executor, tenantId: number, id: number) => {
    const [row] = await tx
      .select()
      .from(projects)
      .where(and(eq(projects.tenantId, tenantId), eq(projects.id, id)));
    return row ?? null;
  },

  /** The feed's project when number and token match (token compared by the caller). */
  byNumberForFeed: async (tx: Executor, tenantId: number, number: string) => {
    const [row] = await tx
      .select({ id: projects.id, calendarToken: projects.calendarToken, name: projects.name })
      .from(projects)
      .where(and(eq(projects.tenantId, tenantId), eq(projects.number, number)));
    return row ?? null;
  },
};
