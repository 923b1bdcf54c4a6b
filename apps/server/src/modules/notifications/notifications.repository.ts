import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  crewOfPosition,
  locationOfCrew,
  personOfAssignment,
  positionOfAssignment,
  projectOfPosition,
} from '../../db/joins';
import {
  locations,
  logins,
  persons,
  projectCrewItems,
  projectCrewItemStatuses,
  projectCrews,
  projects,
} from '../../db/schema';
import { notificationSettings, notificationsSent } from './notifications.schema';

type SettingsRow = typeof notificationSettings.$inferSelect;

/** Queries of who gets notified, how, and what about. */
export const notificationsRepository = {
  /** The active logins of these persons, with their language, time zone and choices. */
  recipientsOfPersons: (tx: Executor, tenantId: number, personIds: number[]) =>
    tx
      .select({
        loginId: logins.id,
        email: logins.email,
        language: logins.language,
        timeZone: persons.timezone,
        settings: notificationSettings,
      })
      .from(logins)
      .innerJoin(
        persons,
        and(eq(persons.tenantId, logins.tenantId), eq(persons.id, logins.personId)),
      )
      .leftJoin(
        notificationSettings,
        and(
          eq(notificationSettings.tenantId, logins.tenantId),
          eq(notificationSettings.loginId, logins.id),
        ),
      )
      .where(
        and(
          eq(logins.tenantId, tenantId),
          inArray(logins.personId, personIds),
          eq(logins.active, true),
        ),
      ),

  /** Records a notice; false when this login already had one with the same key. */
  markSent: async (
    tx: Executor,
    values: { tenantId: number; loginId: number; noticeKey: string; sentAt: Date },
  ) =>
    (
      await tx
        .insert(notificationsSent)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: notificationsSent.id })
    ).length > 0,

  settingsOf: async (tx: Executor, tenantId: number, loginId: number) =>
    (
      await tx
        .select()
        .from(notificationSettings)
        .where(
          and(
            eq(notificationSettings.tenantId, tenantId),
            eq(notificationSettings.loginId, loginId),
          ),
        )
    )[0] ?? null,

  saveSettings: (tx: Executor, values: Omit<SettingsRow, 'id'>) =>
    tx
      .insert(notificationSettings)
      .values(values)
      .onConflictDoUpdate({
        target: [notificationSettings.tenantId, notificationSettings.loginId],
        set: {
          channels: values.channels,
          quietFrom: values.quietFrom,
          quietUntil: values.quietUntil,
          reminderHours: values.reminderHours,
        },
      }),

  /** What a job's notices say: its project, times, place and whose it is. */
  jobOf: async (tx: Executor, tenantId: number, assignmentId: number) =>
    (
      await tx
        .select({
          assignmentId: projectCrewItemStatuses.id,
          personId: projectCrewItemStatuses.personId,
          personName: persons.firstName,
          personLastName: persons.lastName,
          status: projectCrewItemStatuses.status,
          project: projects.name,
          projectNumber: projects.number,
          projectManagerPersonId: projects.projectManagerPersonId,
          startDate: projectCrewItems.startDate,
          endDate: projectCrewItems.endDate,
          startTime: projectCrewItems.startTime,
          endTime: projectCrewItems.endTime,
          timeZone: persons.timezone,
          place: locations.name,
        })
        .from(projectCrewItemStatuses)
        .innerJoin(projectCrewItems, positionOfAssignment)
        .innerJoin(projectCrews, crewOfPosition)
        .innerJoin(projects, projectOfPosition)
        .innerJoin(persons, personOfAssignment)
        .leftJoin(locations, locationOfCrew)
        .where(
          and(
            eq(projectCrewItemStatuses.tenantId, tenantId),
            eq(projectCrewItemStatuses.id, assignmentId),
          ),
        )
    )[0] ?? null,

  /** The assignments of a position whose person still expects the job. */
  liveAssignmentsOfPosition: async (tx: Executor, tenantId: number, positionId: number) =>
    (
      await tx
        .select({ id: projectCrewItemStatuses.id })
        .from(projectCrewItemStatuses)
        .where(
          and(
            eq(projectCrewItemStatuses.tenantId, tenantId),
            eq(projectCrewItemStatuses.projectCrewItemId, positionId),
            inArray(projectCrewItemStatuses.status, ['requested', 'confirmed', 'spare']),
          ),
        )
    ).map((row) => row.id),
};
