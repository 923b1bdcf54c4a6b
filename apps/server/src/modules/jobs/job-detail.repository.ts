import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { locationOfCrew, projectOfCrew } from '../../db/joins';
import { locations, persons, projectCrews, projects } from '../../db/schema';

const chief = alias(persons, 'crew_chief');
const manager = alias(persons, 'project_manager');

/** Location, crew chief, project manager and contact on site of a crew (job and crew pages). */
export const crewContactsRepository = {
  byCrew: async (tx: Executor, tenantId: number, crewId: number) =>
    (
      await tx
        .select({
          location: {
            id: locations.id,
            name: locations.name,
            city: locations.city,
            street: locations.street,
            zipcode: locations.zipcode,
            country: locations.country,
            info: locations.info,
            mapLink: locations.mapLink,
            latitude: locations.latitude,
            longitude: locations.longitude,
          },
          chief: {
            id: chief.id,
            firstName: chief.firstName,
            lastName: chief.lastName,
            phone: chief.phone,
            email: chief.email,
          },
          manager: {
            id: manager.id,
            firstName: manager.firstName,
            lastName: manager.lastName,
            phone: manager.phone,
            email: manager.email,
          },
          contactOnSiteName: projectCrews.contactOnSiteName,
          contactOnSitePhone: projectCrews.contactOnSitePhone,
          contactOnSiteEmail: projectCrews.contactOnSiteEmail,
        })
        .from(projectCrews)
        .innerJoin(projects, projectOfCrew)
        .leftJoin(locations, locationOfCrew)
        .leftJoin(
          chief,
          and(
            eq(chief.tenantId, projectCrews.tenantId),
            eq(chief.id, projectCrews.crewChiefPersonId),
          ),
        )
        .leftJoin(
          manager,
          and(
            eq(manager.tenantId, projects.tenantId),
            eq(manager.id, projects.projectManagerPersonId),
          ),
        )
        .where(and(eq(projectCrews.tenantId, tenantId), eq(projectCrews.id, crewId)))
    )[0] ?? null,
};

export type CrewContactsRow = NonNullable<
  Awaited<ReturnType<typeof crewContactsRepository.byCrew>>
>;
