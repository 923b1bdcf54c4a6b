import { and, asc, eq, gte, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { functionOfPosition, personOfAssignment, positionOfAssignment } from '../../db/joins';
import {
  functions,
  invoiceAssignments,
  invoices,
  persons,
  projectCrewItems,
  projectCrewItemStatuses,
} from '../../db/schema';

export type HoursPeriod = { from: string | null; to: string | null };

/** Assignments of a project whose charged hours the crew chief signed off, within the period. */
export const signedOffOfProject = (tenantId: number, projectId: number, period: HoursPeriod) =>
  and(
    eq(projectCrewItemStatuses.tenantId, tenantId),
    eq(projectCrewItems.projectId, projectId),
    isNotNull(projectCrewItemStatuses.signedOffAt),
    isNotNull(projectCrewItemStatuses.proposedChargedHours),
    period.from ? gte(projectCrewItems.startDate, period.from) : undefined,
    period.to ? lte(projectCrewItems.startDate, period.to) : undefined,
  ) as SQL;

export const invoiceHoursRepository = {
  /**
   * The signed-off assignments an hours invoice would charge, each with the invoice that
   * already charges it (if any) and what names it for the office.
   */
  claimsOf: (tx: Executor, tenantId: number, projectId: number, period: HoursPeriod) =>
    tx
      .select({
        assignmentId: projectCrewItemStatuses.id,
        personName: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`,
        functionName: functions.name,
        date: sql<string>`${projectCrewItems.startDate}::text`,
        invoiceNumber: invoices.number,
      })
      .from(projectCrewItemStatuses)
      .innerJoin(projectCrewItems, positionOfAssignment)
      .innerJoin(functions, functionOfPosition)
      .innerJoin(persons, personOfAssignment)
      .leftJoin(
        invoiceAssignments,
        and(
          eq(invoiceAssignments.tenantId, projectCrewItemStatuses.tenantId),
          eq(invoiceAssignments.assignmentId, projectCrewItemStatuses.id),
        ),
      )
      .leftJoin(
        invoices,
        and(
          eq(invoices.tenantId, invoiceAssignments.tenantId),
          eq(invoices.id, invoiceAssignments.invoiceId),
        ),
      )
      .where(signedOffOfProject(tenantId, projectId, period))
      .orderBy(asc(projectCrewItems.startDate), asc(projectCrewItemStatuses.id)),

  /** Records that the invoice charges these assignments; the key refuses a second invoice. */
  claim: async (tx: Executor, tenantId: number, invoiceId: number, assignmentIds: number[]) => {
    if (assignmentIds.length === 0) return;
    await tx
      .insert(invoiceAssignments)
      .values(assignmentIds.map((assignmentId) => ({ tenantId, invoiceId, assignmentId })));
  },
};
