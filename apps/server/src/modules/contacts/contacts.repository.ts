import {
  offsetOf,
  type Contact,
  type ContactListQuery,
  type ListQuery,
  type PlannerPlanningItem,
} from '@crewhub/shared';
import { and, asc, count, eq, gte, ilike, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { crewOfPosition, functionOfPosition, projectOfPosition } from '../../db/joins';
import {
  companies,
  contacts,
  functions,
  projectCrewItems,
  projectCrews,
  projects,
} from '../../db/schema';
import { likePattern, toTime } from '../../db/values';

const selectContacts = (tx: Executor) =>
  tx
    .select({
      id: contacts.id,
      contactNumber: contacts.contactNumber,
      companyId: contacts.companyId,
      companyName: companies.name,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
      phone: contacts.phone,
    })
    .from(contacts)
    .innerJoin(
      companies,
      and(eq(companies.tenantId, contacts.tenantId), eq(companies.id, contacts.companyId)),
    );

export const contactsRepository = {
  list: async (
    tx: Executor,
    tenantId: number,
    query: ContactListQuery & { onlyCompanyId?: number; onlyContactId?: number },
  ): Promise<{ items: Contact[]; total: number }> => {
    const pattern = query.q ? likePattern(query.q) : null;
    const where = and(
      eq(contacts.tenantId, tenantId),
      query.companyId ? eq(contacts.companyId, query.companyId) : undefined,
      query.onlyCompanyId ? eq(contacts.companyId, query.onlyCompanyId) : undefined,
      query.onlyContactId ? eq(contacts.id, query.onlyContactId) : undefined,
      pattern
        ? or(
            ilike(contacts.firstName, pattern),
            ilike(contacts.lastName, pattern),
            ilike(contacts.contactNumber, pattern),
            ilike(contacts.email, pattern),
          )
        : undefined,
    );
    const items = await selectContacts(tx)
      .where(where)
      .orderBy(asc(contacts.lastName), asc(contacts.firstName), asc(contacts.id))
      .limit(query.limit)
      .offset(offsetOf(query));
    const [total] = await tx.select({ total: count() }).from(contacts).where(where);
    return { items, total: total?.total ?? 0 };
  },

  findById: async (tx: Executor, tenantId: number, id: number): Promise<Contact | null> => {
    const [row] = await selectContacts(tx).where(
      and(eq(contacts.tenantId, tenantId), eq(contacts.id, id)),
    );
    return row ?? null;
  },

  /** A page of positions on the contact's projects starting from `from` to `to`, with people. */
  planningItems: async (
    tx: Executor,
    tenantId: number,
    contactId: number,
    range: { from: string; to: string },
    query: ListQuery,
  ): Promise<{ items: PlannerPlanningItem[]; total: number }> => {
    const where = and(
      eq(projectCrewItems.tenantId, tenantId),
      eq(projects.contactId, contactId),
      isNull(projects.internalKind),
      gte(projectCrewItems.startDate, range.from),
      lte(projectCrewItems.startDate, range.to),
      // Clients never see spare functions (planningCalendar READSPAREFUNCTION is planners').
      eq(functions.spare, false),
    );
    const rows = await tx
      .select({
        projectCrewItemId: projectCrewItems.id,
        projectNumber: projects.number,
        projectName: projects.name,
        projectCrewId: projectCrews.id,
        projectCrewName: projectCrews.name,
        functionName: functions.name,
        startDate: projectCrewItems.startDate,
        endDate: projectCrewItems.endDate,
        startTime: projectCrewItems.startTime,
        endTime: projectCrewItems.endTime,
        amountOfRows: projectCrewItems.amountOfRows,
        confirmedCount: sql<number>`count(*) filter (where s.status = 'confirmed')::int`,
        requestedCount: sql<number>`count(*) filter (where s.status in ('requested', 'applied'))::int`,
        personNames: sql<
          string[]
        >`coalesce(array_agg(p.first_name || ' ' || p.last_name order by p.last_name)
          filter (where s.status in ('confirmed', 'requested', 'spare')), '{}')`,
      })
      .from(projectCrewItems)
      .innerJoin(projects, projectOfPosition)
      .innerJoin(projectCrews, crewOfPosition)
      .innerJoin(functions, functionOfPosition)
      .leftJoin(
        sql`project_crew_item_status s`,
        sql`s.tenant_id = ${projectCrewItems.tenantId} and s.project_crew_item_id = ${projectCrewItems.id}`,
      )
      .leftJoin(sql`person p`, sql`p.tenant_id = s.tenant_id and p.id = s.person_id`)
      .where(where)
      // Whole primary keys (tenant_id, id), so the selected columns depend on them.
      .groupBy(
        projectCrewItems.tenantId,
        projectCrewItems.id,
        projects.tenantId,
        projects.id,
        projectCrews.tenantId,
        projectCrews.id,
        functions.tenantId,
        functions.id,
      )
      .orderBy(
        asc(projectCrewItems.startDate),
        asc(projectCrewItems.startTime),
        asc(projectCrewItems.id),
      )
      .limit(query.limit)
      .offset(offsetOf(query));
    const [total] = await tx
      .select({ total: count() })
      .from(projectCrewItems)
      .innerJoin(projects, projectOfPosition)
      .innerJoin(functions, functionOfPosition)
      .where(where);
    const items = rows.map((row) => ({
      ...row,
      startTime: toTime(row.startTime),
      endTime: toTime(row.endTime),
    }));
    return { items, total: total?.total ?? 0 };
  },

  /** Whether the tenant has this company. */
  companyExists: async (tx: Executor, tenantId: number, companyId: number) => {
    const [row] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)));
    return row !== undefined;
  },
};
