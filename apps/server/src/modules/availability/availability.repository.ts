import { and, asc, count, desc, eq, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import type { DateBound, SqlValue } from '../../db/json-read';
import { positionOfAssignment, projectOfPosition } from '../../db/joins';
import {
  blockDates,
  projectCrewItems,
  projectCrewItemStatuses,
  projects,
  vacationRequests,
} from '../../db/schema';

type Range = { from: string; to: string };
type Paging = { limit: number; offset: number };
/** Block dates and vacation requests: a person's date ranges with an optional end (one day). */
type RangeTable = typeof blockDates | typeof vacationRequests;

const ownedBy = (table: RangeTable, tenantId: SqlValue<number>, personId: SqlValue<number>) =>
  and(eq(table.tenantId, tenantId), eq(table.personId, personId));

/** Ranges that touch [from, to]. */
const touches = (table: RangeTable, range: { from: DateBound; to: DateBound }) =>
  and(
    lte(table.startDate, range.to),
    or(
      gte(table.endDate, range.from),
      and(isNull(table.endDate), gte(table.startDate, range.from)),
    ),
  );

/** A page of the person's ranges, newest first, with the total. */
const pageOf = async <T extends RangeTable>(
  tx: Executor,
  table: T,
  owner: { tenantId: number; personId: number },
  page: Paging,
) => {
  const where = ownedBy(table, owner.tenantId, owner.personId);
  const rows: T['$inferSelect'][] = await tx
    .select()
    .from(table as RangeTable)
    .where(where)
    .orderBy(desc(table.startDate), desc(table.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await tx
    .select({ total: count() })
    .from(table as RangeTable)
    .where(where);
  return { rows, total: total?.total ?? 0 };
};

/** The person's ranges that touch `range`, earliest first. */
const touching = <T extends RangeTable>(
  tx: Executor,
  table: T,
  owner: { tenantId: number; personId: number },
  range: Range,
): Promise<T['$inferSelect'][]> =>
  tx
    .select()
    .from(table as RangeTable)
    .where(and(ownedBy(table, owner.tenantId, owner.personId), touches(table, range)))
    .orderBy(asc(table.startDate));

export const availabilityRepository = {
  blockDates: (tx: Executor, tenantId: number, personId: number, page: Paging) =>
    pageOf(tx, blockDates, { tenantId, personId }, page),

  vacationRequests: (tx: Executor, tenantId: number, personId: number, page: Paging) =>
    pageOf(tx, vacationRequests, { tenantId, personId }, page),

  insertBlockDate: async (tx: Executor, values: typeof blockDates.$inferInsert) =>
    (await tx.insert(blockDates).values(values).returning())[0]!,

  insertVacationRequest: async (tx: Executor, values: typeof vacationRequests.$inferInsert) =>
    (await tx.insert(vacationRequests).values(values).returning())[0]!,

  deleteBlockDate: async (tx: Executor, tenantId: number, personId: number, id: number) =>
    (
      await tx
        .delete(blockDates)
        .where(and(ownedBy(blockDates, tenantId, personId), eq(blockDates.id, id)))
        .returning({ id: blockDates.id })
    ).length > 0,

  vacationRequest: async (tx: Executor, tenantId: number, personId: number, id: number) =>
    (
      await tx
        .select()
        .from(vacationRequests)
        .where(and(ownedBy(vacationRequests, tenantId, personId), eq(vacationRequests.id, id)))
    )[0] ?? null,

  deleteVacationRequest: (tx: Executor, tenantId: number, id: number) =>
    tx
      .delete(vacationRequests)
      .where(and(eq(vacationRequests.tenantId, tenantId), eq(vacationRequests.id, id))),

  /** Whether the person has a confirmed job on any day of the range (time off is no job). */
  hasConfirmedJobIn: async (tx: Executor, tenantId: number, personId: number, range: Range) => {
    const [row] = await tx
      .select({ found: sql<number>`1` })
      .from(projectCrewItemStatuses)
      .innerJoin(projectCrewItems, positionOfAssignment)
      .innerJoin(projects, projectOfPosition)
      .where(
        and(
          eq(projectCrewItemStatuses.tenantId, tenantId),
          eq(projectCrewItemStatuses.personId, personId),
          eq(projectCrewItemStatuses.status, 'confirmed'),
          isNull(projects.internalKind),
          lte(projectCrewItems.startDate, range.to),
          gte(projectCrewItems.endDate, range.from),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /**
   * What makes the person unavailable in the range, in one query: block dates and vacation
   * requests that are not rejected.
   */
  unavailableRanges: (
    tx: Executor,
    tenantId: SqlValue<number>,
    personId: SqlValue<number>,
    range: { from: DateBound; to: DateBound },
  ) =>
    unionAll(
      tx
        .select({
          kind: sql<UnavailableRange['kind']>`'blockDate'`,
          startDate: blockDates.startDate,
          endDate: blockDates.endDate,
        })
        .from(blockDates)
        .where(and(ownedBy(blockDates, tenantId, personId), touches(blockDates, range))),
      tx
        .select({
          kind: sql<UnavailableRange['kind']>`'vacation'`,
          startDate: vacationRequests.startDate,
          endDate: vacationRequests.endDate,
        })
        .from(vacationRequests)
        .where(
          and(
            ownedBy(vacationRequests, tenantId, personId),
            touches(vacationRequests, range),
            ne(vacationRequests.status, 'rejected'),
          ),
        ),
    ),

  /** Block dates and vacation requests of the person that touch the range. */
  unavailability: async (tx: Executor, tenantId: number, personId: number, range: Range) => ({
    blocks: await touching(tx, blockDates, { tenantId, personId }, range),
    vacations: await touching(tx, vacationRequests, { tenantId, personId }, range),
  }),
};

export type UnavailableRange = {
  kind: 'blockDate' | 'vacation';
  startDate: string;
  endDate: string | null;
};
export type BlockDateRow = typeof blockDates.$inferSelect;
export type VacationRequestRow = typeof vacationRequests.$inferSelect;
