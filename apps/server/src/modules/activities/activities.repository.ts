import type { ActivityListQuery } from '@crewhub/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  activities,
  contacts,
  invoices,
  logins,
  payrollItems,
  payrolls,
  persons,
  projectCrewItems,
  projectCrewItemStatuses,
  projectCrews,
  projects,
  receipts,
} from '../../db/schema';

export type ActivityRow = typeof activities.$inferSelect;
export type ActivityInsert = Omit<typeof activities.$inferInsert, 'id' | 'createdAt'>;
export type ActivityChanges = Partial<
  Pick<ActivityInsert, 'caption' | 'body' | 'dueDate' | 'priority' | 'recipientLoginId' | 'doneAt'>
>;
type Paging = { limit: number; offset: number };

/** The tables an activity subject can live in (see activitySubjectTypes). */
const subjectTables = {
  project: projects,
  project_crew: projectCrews,
  project_crew_item: projectCrewItems,
  project_crew_item_status: projectCrewItemStatuses,
  person: persons,
  payroll: payrolls,
  payroll_item: payrollItems,
  receipt: receipts,
  invoice: invoices,
};
export type SubjectType = keyof typeof subjectTables;

const listFilter = (tenantId: number, query: ActivityListQuery, loginId: number | null) =>
  and(
    eq(activities.tenantId, tenantId),
    query.from ? gte(activities.dueDate, query.from) : undefined,
    query.to ? lte(activities.dueDate, query.to) : undefined,
    query.type ? eq(activities.type, query.type) : undefined,
    query.subjectType ? eq(activities.subjectType, query.subjectType) : undefined,
    query.subjectId ? eq(activities.subjectId, query.subjectId) : undefined,
    query.done === undefined
      ? undefined
      : query.done
        ? isNotNull(activities.doneAt)
        : isNull(activities.doneAt),
    query.mine && loginId !== null
      ? or(eq(activities.recipientLoginId, loginId), eq(activities.createdByLoginId, loginId))
      : undefined,
  );

const loginName = sql<string>`coalesce(${persons.firstName} || ' ' || ${persons.lastName}, ${contacts.firstName} || ' ' || ${contacts.lastName}, ${logins.email})`;

export const activitiesRepository = {
  /** A page of activities: to-dos by due date (open first), logs newest first. */
  page: async (
    tx: Executor,
    tenantId: number,
    query: ActivityListQuery,
    loginId: number | null,
    paging: Paging,
  ) => {
    const where = listFilter(tenantId, query, loginId);
    const rows = await tx
      .select()
      .from(activities)
      .where(where)
      .orderBy(
        sql`${activities.dueDate} asc nulls last`,
        desc(activities.createdAt),
        desc(activities.id),
      )
      .limit(paging.limit)
      .offset(paging.offset);
    const [total] = await tx.select({ total: count() }).from(activities).where(where);
    return { rows, total: total?.total ?? 0 };
  },

  byId: async (tx: Executor, tenantId: number, id: number): Promise<ActivityRow | null> =>
    (
      await tx
        .select()
        .from(activities)
        .where(and(eq(activities.tenantId, tenantId), eq(activities.id, id)))
    )[0] ?? null,

  insert: async (tx: Executor, values: ActivityInsert): Promise<ActivityRow> => {
    const [row] = await tx.insert(activities).values(values).returning();
    return row!;
  },

  update: async (
    tx: Executor,
    tenantId: number,
    id: number,
    changes: ActivityChanges,
  ): Promise<ActivityRow | null> =>
    (
      await tx
        .update(activities)
        .set(changes)
        .where(and(eq(activities.tenantId, tenantId), eq(activities.id, id)))
        .returning()
    )[0] ?? null,

  subjectExists: async (tx: Executor, tenantId: number, type: SubjectType, id: number) => {
    const table = subjectTables[type];
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.tenantId, tenantId), eq(table.id, id)));
    return rows.length > 0;
  },

  /** Display names of logins (person, else contact, else e-mail). */
  loginNames: async (
    tx: Executor,
    tenantId: number,
    ids: number[],
  ): Promise<Map<number, string>> => {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .select({ id: logins.id, name: loginName })
      .from(logins)
      .leftJoin(
        persons,
        and(eq(persons.tenantId, logins.tenantId), eq(persons.id, logins.personId)),
      )
      .leftJoin(
        contacts,
        and(eq(contacts.tenantId, logins.tenantId), eq(contacts.id, logins.contactId)),
      )
      .where(and(eq(logins.tenantId, tenantId), inArray(logins.id, ids)));
    return new Map(rows.map((row) => [row.id, row.name]));
  },

  personNames: async (
    tx: Executor,
    tenantId: number,
    ids: number[],
  ): Promise<Map<number, string>> => {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .select({
        id: persons.id,
        name: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`,
      })
      .from(persons)
      .where(and(eq(persons.tenantId, tenantId), inArray(persons.id, ids)))
      .orderBy(asc(persons.id));
    return new Map(rows.map((row) => [row.id, row.name]));
  },
};
