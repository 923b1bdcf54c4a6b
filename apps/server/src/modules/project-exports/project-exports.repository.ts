import { and, asc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deliveryNoteOfCrew } from '../../db/joins';
import { deliveryNotes, locations, persons, projectCrews, projects } from '../../db/schema';
import { toIso } from '../../db/values';

export const projectExportsRepository = {
  /** Contact details of the people on a project's assignments, for the crew list export. */
  personContacts: async (tx: Executor, tenantId: number, personIds: number[]) => {
    if (personIds.length === 0)
      return new Map<number, { email: string | null; phone: string | null }>();
    const rows = await tx
      .select({ id: persons.id, email: persons.email, phone: persons.phone })
      .from(persons)
      .where(and(eq(persons.tenantId, tenantId), inArray(persons.id, personIds)));
    return new Map(rows.map((row) => [row.id, row]));
  },

  deliveryNotes: async (tx: Executor, tenantId: number, projectId: number) => {
    const rows = await tx
      .select({
        projectCrewId: projectCrews.id,
        crewName: projectCrews.name,
        date: projectCrews.date,
        shift: projectCrews.shift,
        signerName: deliveryNotes.signerName,
        signedAt: deliveryNotes.signedAt,
        rating: deliveryNotes.rating,
        comment: deliveryNotes.comment,
        releasedAt: deliveryNotes.releasedAt,
        downloaded: deliveryNotes.downloaded,
        signedFileId: deliveryNotes.signedFileId,
      })
      .from(projectCrews)
      .leftJoin(deliveryNotes, deliveryNoteOfCrew)
      .where(and(eq(projectCrews.tenantId, tenantId), eq(projectCrews.projectId, projectId)))
      .orderBy(asc(projectCrews.date), asc(projectCrews.id));
    return rows.map((row) => ({
      ...row,
      signedAt: toIso(row.signedAt),
      releasedAt: toIso(row.releasedAt),
    }));
  },

  /** Addresses of the crews' locations, for calendar events. */
  locationsByIds: async (tx: Executor, tenantId: number, ids: number[]) =>
    ids.length === 0
      ? []
      : await tx
          .select({
            id: locations.id,
            name: locations.name,
            street: locations.street,
            zipcode: locations.zipcode,
            city: locations.city,
            country: locations.country,
          })
          .from(locations)
          .where(and(eq(locations.tenantId, tenantId), inArray(locations.id, ids))),

  /** Projects a person manages that end on or after `from` (or have no end), soonest first. */
  managedProjects: (tx: Executor, tenantId: number, personId: number, from: string) =>
    tx
      .select({
        id: projects.id,
        number: projects.number,
        name: projects.name,
        state: projects.state,
      })
      .from(projects)
      .where(
        and(
          eq(projects.tenantId, tenantId),
          eq(projects.projectManagerPersonId, personId),
          isNull(projects.internalKind),
          or(isNull(projects.endDate), gte(projects.endDate, from)),
        ),
      )
      .orderBy(asc(projects.beginDate), asc(projects.id)),
};
