import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { positionOfAssignment, sameTenantRow } from '../../db/joins';
import {
  documentSignatories,
  documents,
  logins,
  persons,
  projectCrewItems,
  projectCrewItemStatuses,
  staffContractCorrections,
  staffContractDocuments,
  staffContracts,
  tenantSettings,
  vacationRequests,
} from '../../db/schema';

/** Whose contracts a caller reaches: everybody's (office) or their own. */
export type ContractScope = { kind: 'all' } | { kind: 'person'; personId: number };

export type ContractFilter = { personId?: number; state: 'active' | 'past' | 'all'; today: string };

const selectContracts = (tx: Executor) =>
  tx
    .select({
      id: staffContracts.id,
      personId: staffContracts.personId,
      personName: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`,
      timeZone: persons.timezone,
      contractType: staffContracts.contractType,
      quotaUnit: staffContracts.quotaUnit,
      quotaMinutes: staffContracts.quotaMinutes,
      startDate: staffContracts.startDate,
      endDate: staffContracts.endDate,
      vacationMinutesPerYear: staffContracts.vacationMinutesPerYear,
    })
    .from(staffContracts)
    .innerJoin(persons, sameTenantRow(persons, staffContracts.tenantId, staffContracts.personId));

export type ContractRow = Awaited<ReturnType<ReturnType<typeof selectContracts>['where']>>[number];

const scopeWhere = (scope: ContractScope): SQL | undefined =>
  scope.kind === 'person' ? eq(staffContracts.personId, scope.personId) : undefined;

const stateWhere = (filter: ContractFilter): SQL | undefined => {
  const running = or(isNull(staffContracts.endDate), gte(staffContracts.endDate, filter.today));
  if (filter.state === 'active') return and(lte(staffContracts.startDate, filter.today), running);
  if (filter.state === 'past') return lte(staffContracts.endDate, sql`${filter.today}::date - 1`);
  return undefined;
};

/** Shift times of a person's assignments whose position starts in [from, to]. */
const shiftColumns = {
  assignmentId: projectCrewItemStatuses.id,
  personId: projectCrewItemStatuses.personId,
  status: projectCrewItemStatuses.status,
  startDate: projectCrewItems.startDate,
  endDate: projectCrewItems.endDate,
  startTime: projectCrewItems.startTime,
  endTime: projectCrewItems.endTime,
  proposedPaidHours: projectCrewItemStatuses.proposedPaidHours,
  signedOffAt: projectCrewItemStatuses.signedOffAt,
};

export const staffContractsRepository = {
  list: (tx: Executor, tenantId: number, scope: ContractScope, filter: ContractFilter) =>
    selectContracts(tx)
      .where(
        and(
          eq(staffContracts.tenantId, tenantId),
          scopeWhere(scope),
          filter.personId === undefined ? undefined : eq(staffContracts.personId, filter.personId),
          stateWhere(filter),
        ),
      )
      .orderBy(desc(staffContracts.startDate), desc(staffContracts.id)),

  byId: async (
    tx: Executor,
    tenantId: number,
    id: number,
    scope: ContractScope,
  ): Promise<ContractRow | null> =>
    (
      await selectContracts(tx).where(
        and(eq(staffContracts.tenantId, tenantId), eq(staffContracts.id, id), scopeWhere(scope)),
      )
    )[0] ?? null,

  /** The contract running on `date` for each person (the latest started when two overlap). */
  activeOn: (tx: Executor, tenantId: number, personIds: number[], date: string) =>
    personIds.length === 0
      ? Promise.resolve([] as ContractRow[])
      : selectContracts(tx)
          .where(
            and(
              eq(staffContracts.tenantId, tenantId),
              inArray(staffContracts.personId, personIds),
              lte(staffContracts.startDate, date),
              or(isNull(staffContracts.endDate), gte(staffContracts.endDate, date)),
            ),
          )
          .orderBy(asc(staffContracts.startDate)),

  /** Whether the person has a contract meeting [start, end] (an open end runs forever). */
  overlaps: async (
    tx: Executor,
    tenantId: number,
    personId: number,
    period: { startDate: string; endDate: string | null },
    exceptId?: number,
  ) =>
    (
      await tx
        .select({ id: staffContracts.id })
        .from(staffContracts)
        .where(
          and(
            eq(staffContracts.tenantId, tenantId),
            eq(staffContracts.personId, personId),
            exceptId === undefined ? undefined : ne(staffContracts.id, exceptId),
            period.endDate === null ? undefined : lte(staffContracts.startDate, period.endDate),
            or(isNull(staffContracts.endDate), gte(staffContracts.endDate, period.startDate)),
          ),
        )
        .limit(1)
    ).length > 0,

  insert: async (tx: Executor, values: typeof staffContracts.$inferInsert) =>
    (await tx.insert(staffContracts).values(values).returning({ id: staffContracts.id }))[0]!.id,

  update: (
    tx: Executor,
    tenantId: number,
    id: number,
    values: Partial<typeof staffContracts.$inferInsert>,
  ) =>
    tx
      .update(staffContracts)
      .set(values)
      .where(and(eq(staffContracts.tenantId, tenantId), eq(staffContracts.id, id))),

  corrections: (tx: Executor, tenantId: number, contractId: number) =>
    tx
      .select({
        id: staffContractCorrections.id,
        account: staffContractCorrections.account,
        date: staffContractCorrections.date,
        minutes: staffContractCorrections.minutes,
        reason: staffContractCorrections.reason,
        createdAt: staffContractCorrections.createdAt,
        createdBy: sql<
          string | null
        >`coalesce(${persons.firstName} || ' ' || ${persons.lastName}, ${logins.email})`,
      })
      .from(staffContractCorrections)
      .leftJoin(
        logins,
        sameTenantRow(
          logins,
          staffContractCorrections.tenantId,
          staffContractCorrections.createdByLoginId,
        ),
      )
      .leftJoin(persons, sameTenantRow(persons, logins.tenantId, logins.personId))
      .where(
        and(
          eq(staffContractCorrections.tenantId, tenantId),
          eq(staffContractCorrections.staffContractId, contractId),
        ),
      )
      .orderBy(asc(staffContractCorrections.date), asc(staffContractCorrections.id)),

  insertCorrection: async (tx: Executor, values: typeof staffContractCorrections.$inferInsert) =>
    (
      await tx
        .insert(staffContractCorrections)
        .values(values)
        .returning({ id: staffContractCorrections.id })
    )[0]!.id,

  /** Confirmed or signed-off assignments of people whose positions start in [from, to]. */
  shifts: (
    tx: Executor,
    tenantId: number,
    personIds: number[],
    range: { from: string; to: string },
    options: { exceptAssignmentId?: number; confirmedOnly?: boolean } = {},
  ) =>
    personIds.length === 0
      ? Promise.resolve([])
      : tx
          .select(shiftColumns)
          .from(projectCrewItemStatuses)
          .innerJoin(projectCrewItems, positionOfAssignment)
          .where(
            and(
              eq(projectCrewItemStatuses.tenantId, tenantId),
              inArray(projectCrewItemStatuses.personId, personIds),
              gte(projectCrewItems.startDate, range.from),
              lte(projectCrewItems.startDate, range.to),
              options.confirmedOnly
                ? eq(projectCrewItemStatuses.status, 'confirmed')
                : or(
                    eq(projectCrewItemStatuses.status, 'confirmed'),
                    sql`${projectCrewItemStatuses.signedOffAt} is not null`,
                  ),
              options.exceptAssignmentId === undefined
                ? undefined
                : ne(projectCrewItemStatuses.id, options.exceptAssignmentId),
            ),
          ),

  /** The dates and times of one position. */
  positionTimes: async (tx: Executor, tenantId: number, positionId: number) =>
    (
      await tx
        .select({
          startDate: projectCrewItems.startDate,
          endDate: projectCrewItems.endDate,
          startTime: projectCrewItems.startTime,
          endTime: projectCrewItems.endTime,
        })
        .from(projectCrewItems)
        .where(and(eq(projectCrewItems.tenantId, tenantId), eq(projectCrewItems.id, positionId)))
    )[0] ?? null,

  timeZonesOf: (tx: Executor, tenantId: number, personIds: number[]) =>
    personIds.length === 0
      ? Promise.resolve([])
      : tx
          .select({
            personId: persons.id,
            timeZone: persons.timezone,
          })
          .from(persons)
          .where(and(eq(persons.tenantId, tenantId), inArray(persons.id, personIds))),

  /** Approved vacation of a person that meets [from, to]. */
  approvedVacation: (
    tx: Executor,
    tenantId: number,
    personId: number,
    range: { from: string; to: string },
  ) =>
    tx
      .select({ startDate: vacationRequests.startDate, endDate: vacationRequests.endDate })
      .from(vacationRequests)
      .where(
        and(
          eq(vacationRequests.tenantId, tenantId),
          eq(vacationRequests.personId, personId),
          eq(vacationRequests.status, 'approved'),
          lte(vacationRequests.startDate, range.to),
          gte(
            sql`coalesce(${vacationRequests.endDate}, ${vacationRequests.startDate})`,
            range.from,
          ),
        ),
      ),

  limits: async (tx: Executor, tenantId: number) =>
    (
      await tx
        .select({
          maxWeeklyMinutes: tenantSettings.maxWeeklyWorkMinutes,
          minRestMinutes: tenantSettings.minRestMinutes,
        })
        .from(tenantSettings)
        .where(eq(tenantSettings.tenantId, tenantId))
    )[0] ?? null,

  /** The contract's papers, with how many signatories have not signed yet. */
  documents: (tx: Executor, tenantId: number, contractId: number) =>
    tx
      .select({
        id: documents.id,
        name: documents.name,
        documentDate: documents.documentDate,
        signatories: sql<number>`(select count(*)::int from ${documentSignatories} s
          where s.tenant_id = ${documents.tenantId} and s.document_id = ${documents.id})`,
        openSignatories: sql<number>`(select count(*)::int from ${documentSignatories} s
          where s.tenant_id = ${documents.tenantId} and s.document_id = ${documents.id}
            and s.status_caption is distinct from 'Signed')`,
      })
      .from(staffContractDocuments)
      .innerJoin(
        documents,
        sameTenantRow(
          documents,
          staffContractDocuments.tenantId,
          staffContractDocuments.documentId,
        ),
      )
      .where(
        and(
          eq(staffContractDocuments.tenantId, tenantId),
          eq(staffContractDocuments.staffContractId, contractId),
        ),
      )
      .orderBy(desc(documents.documentDate), desc(documents.id)),

  linkDocument: (tx: Executor, tenantId: number, contractId: number, documentId: number) =>
    tx.insert(staffContractDocuments).values({ tenantId, staffContractId: contractId, documentId }),
};

export type ShiftRow = Awaited<ReturnType<typeof staffContractsRepository.shifts>>[number];
