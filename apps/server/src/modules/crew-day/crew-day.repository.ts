import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  deliveryNoteOfCrew,
  functionOfPosition,
  personOfAssignment,
  positionOfAssignment,
  projectOfCrew,
} from '../../db/joins';
import {
  deliveryNotes,
  functions,
  liveLocations,
  persons,
  projectCrewItems,
  projectCrewItemStatuses,
  projectCrews,
  projects,
} from '../../db/schema';

export type AssignmentUpdate = Partial<
  Pick<
    typeof projectCrewItemStatuses.$inferInsert,
    | 'checkInAt'
    | 'checkInLatitude'
    | 'checkInLongitude'
    | 'checkOutAt'
    | 'checkOutLatitude'
    | 'checkOutLongitude'
    | 'proposedPaidHours'
    | 'proposedChargedHours'
    | 'signedOffAt'
    | 'signedOffByPersonId'
  >
>;

export const crewDayRepository = {
  /** The crew with its project and delivery note. */
  crew: async (tx: Executor, tenantId: number, crewId: number) =>
    (
      await tx
        .select({
          id: projectCrews.id,
          name: projectCrews.name,
          date: projectCrews.date,
          shift: projectCrews.shift,
          crewChiefPersonId: projectCrews.crewChiefPersonId,
          contactOnSiteName: projectCrews.contactOnSiteName,
          contactOnSiteEmail: projectCrews.contactOnSiteEmail,
          projectId: projects.id,
          projectNumber: projects.number,
          projectName: projects.name,
          note: deliveryNotes,
        })
        .from(projectCrews)
        .innerJoin(projects, projectOfCrew)
        .leftJoin(deliveryNotes, deliveryNoteOfCrew)
        // Crews of internal projects book time off (sick, vacation, bank holiday): nobody works,
        // checks in or signs off there, so the crew day does not know them.
        .where(
          and(
            eq(projectCrews.tenantId, tenantId),
            eq(projectCrews.id, crewId),
            isNull(projects.internalKind),
          ),
        )
    )[0] ?? null,

  /** Every assignment on the crew's positions with the person and position times. */
  assignments: (tx: Executor, tenantId: number, crewId: number) =>
    tx
      .select({
        id: projectCrewItemStatuses.id,
        personId: projectCrewItemStatuses.personId,
        status: projectCrewItemStatuses.status,
        checkInAt: projectCrewItemStatuses.checkInAt,
        checkOutAt: projectCrewItemStatuses.checkOutAt,
        proposedPaidHours: projectCrewItemStatuses.proposedPaidHours,
        proposedChargedHours: projectCrewItemStatuses.proposedChargedHours,
        signedOffAt: projectCrewItemStatuses.signedOffAt,
        positionId: projectCrewItems.id,
        startDate: projectCrewItems.startDate,
        endDate: projectCrewItems.endDate,
        startTime: projectCrewItems.startTime,
        endTime: projectCrewItems.endTime,
        spare: projectCrewItems.spare,
        chiefPosition: projectCrewItems.crewChief,
        functionName: functions.name,
        firstName: persons.firstName,
        lastName: persons.lastName,
        phone: persons.phone,
        email: persons.email,
        timeZone: persons.timezone,
      })
      .from(projectCrewItemStatuses)
      .innerJoin(projectCrewItems, positionOfAssignment)
      .innerJoin(functions, functionOfPosition)
      .innerJoin(persons, personOfAssignment)
      .where(
        and(
          eq(projectCrewItemStatuses.tenantId, tenantId),
          eq(projectCrewItems.projectCrewId, crewId),
        ),
      )
      .orderBy(asc(projectCrewItems.startTime), asc(persons.lastName), asc(persons.firstName)),

  updateAssignments: (tx: Executor, tenantId: number, ids: number[], values: AssignmentUpdate) =>
    tx
      .update(projectCrewItemStatuses)
      .set(values)
      .where(
        and(
          eq(projectCrewItemStatuses.tenantId, tenantId),
          inArray(projectCrewItemStatuses.id, ids),
        ),
      ),

  insertLiveLocation: async (tx: Executor, values: typeof liveLocations.$inferInsert) =>
    (await tx.insert(liveLocations).values(values).returning())[0]!,

  liveLocations: (tx: Executor, tenantId: number, crewId: number, personId: number | null) =>
    tx
      .select()
      .from(liveLocations)
      .where(
        and(
          eq(liveLocations.tenantId, tenantId),
          eq(liveLocations.projectCrewId, crewId),
          personId === null ? undefined : eq(liveLocations.personId, personId),
        ),
      )
      .orderBy(asc(liveLocations.recordedAt), asc(liveLocations.id)),

  /** Creates or updates the crew's delivery note (one per crew). */
  saveDeliveryNote: async (
    tx: Executor,
    tenantId: number,
    crewId: number,
    values: Partial<typeof deliveryNotes.$inferInsert>,
  ) =>
    (
      await tx
        .insert(deliveryNotes)
        .values({ ...values, tenantId, projectCrewId: crewId })
        .onConflictDoUpdate({
          target: [deliveryNotes.tenantId, deliveryNotes.projectCrewId],
          set: values,
        })
        .returning()
    )[0]!,
};

export type CrewRow = NonNullable<Awaited<ReturnType<typeof crewDayRepository.crew>>>;
export type AssignmentRow = Awaited<ReturnType<typeof crewDayRepository.assignments>>[number];
export type DeliveryNoteRow = typeof deliveryNotes.$inferSelect;
