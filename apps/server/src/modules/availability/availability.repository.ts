import { and, asc, count, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  blockDates,
  projectCrewItems,
  projectCrewItemStatuses,
  vacationRequests,
} from '../../db/schema';

type Range = { from: string; to: string };
type Paging = { limit: number; offset: number };

/** Ranges with an optional end (one day) that touch [from, to]. */
const touches = (table: typeof blockDates | typeof vacationRequests, range: Range) =>
  and(
    lte(table.startDate, range.to),
    or(
      gte(table.endDate, range.from),
      and(isNull(table.endDate), gte(table.startDate, range.from)),
    ),
  );

export const availabilityRepository = {
  blockDates: async (tx: Executor, tenantId: number, personId: number, page: Paging) => {
    const where = and(eq(blockDates.tenantId, tenantId), eq(blockDates.personId, personId));
    const rows = await tx
      .select()
      .from(blockDates)
      .where(where)
      .orderBy(desc(blockDates.startDate), desc(blockDates.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await tx.select({ total: count() }).from(blockDates).where(where);
    return { rows, total: total?.total ?? 0 };
  },

  vacationRequests: async (tx: Executor, tenantId: number, personId: number, page: Paging) => {
    const where = and(
      eq(vacationRequests.tenantId, tenantId),
      eq(vacationRequests.personId, personId),
    );
    const rows = await tx
      .select()
      .from(vacationRequests)
      .where(where)
      .orderBy(desc(vacationRequests.startDate), desc(vacationRequests.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await tx.select({ total: count() }).from(vacationRequests).where(where);
    return { rows, total: total?.total ?? 0 };
  },

  insertBlockDate: async (tx: Executor, values: typeof blockDates.$inferInsert) =>
    (await tx.insert(blockDates).values(values).returning())[0]!,

  insertVacationRequest: async (tx: Executor, values: typeof vacationRequests.$inferInsert) =>
    (await tx.insert(vacationRequests).values(values).returning())[0]!,

  deleteBlockDate: async (tx: Executor, tenantId: number, personId: number, id: number) =>
    (
      await tx
        .delete(blockDates)
        .where(
          and(
            eq(blockDates.tenantId, tenantId),
            eq(blockDates.personId, personId),
            eq(blockDates.id, id),
          ),
        )
        .returning({ id: blockDates.id })
    ).length > 0,

  vacationRequest: async (tx: Executor, tenantId: number, personId: number, id: number) =>
    (
      await tx
        .select()
        .from(vacationRequests)
        .where(
          and(
            eq(vacationRequests.tenantId, tenantId),
            eq(vacationRequests.personId, personId),
            eq(vacationRequests.id, id),
          ),
        )
    )[0] ?? null,

  deleteVacationRequest: (tx: Executor, tenantId: number, id: number) =>
    tx
      .delete(vacationRequests)
      .where(and(eq(vacationRequests.tenantId, tenantId), eq(vacationRequests.id, id))),

  /** Whether the person has a confirmed job on any day of the range. */
  hasConfirmedJobIn: async (tx: Executor, tenantId: number, personId: number, range: Range) => {
    const [row] = await tx
      .select({ found: sql<number>`1` })
      .from(projectCrewItemStatuses)
      .innerJoin(
        projectCrewItems,
        and(
          eq(projectCrewItems.tenantId, projectCrewItemStatuses.tenantId),
          eq(projectCrewItems.id, projectCrewItemStatuses.projectCrewItemId),
        ),
      )
      .where(
        and(
          eq(projectCrewItemStatuses.tenantId, tenantId),
          eq(projectCrewItemStatuses.personId, personId),
          eq(projectCrewItemStatuses.status, 'confirmed'),
          lte(projectCrewItems.startDate, range.to),
          gte(projectCrewItems.endDate, range.from),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** Block dates and vacation requests of the person that touch the range. */
  unavailability: async (tx: Executor, tenantId: number, personId: number, range: Range) => {
    const [blocks, vacations] = [
      await tx
        .select()
        .from(blockDates)
        .where(
          and(
            eq(blockDates.tenantId, tenantId),
            eq(blockDates.personId, personId),
            touches(blockDates, range),
          ),
        )
        .orderBy(asc(blockDates.startDate)),
      await tx
        .select()
        .from(vacationRequests)
        .where(
          and(
            eq(vacationRequests.tenantId, tenantId),
            eq(vacationRequests.personId, personId),
            touches(vacationRequests, range),
          ),
        )
        .orderBy(asc(vacationRequests.startDate)),
    ];
    return { blocks, vacations };
  },
};

export type BlockDateRow = typeof blockDates.$inferSelect;
export type VacationRequestRow = typeof vacationRequests.$inferSelect;
