import { mapLinkFor, offsetOf, type Location, type LocationListQuery } from '@crewhub/shared';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { locations, projectCrews, projects, regions } from '../../db/schema';
import { likePattern } from '../../db/values';

/** The location columns the API returns (region name and map link are added). */
const locationsSchemaColumns = {
  id: locations.id,
  name: locations.name,
  street: locations.street,
  zipcode: locations.zipcode,
  city: locations.city,
  country: locations.country,
  regionId: locations.regionId,
  link: locations.link,
  info: locations.info,
  mapLink: locations.mapLink,
  latitude: locations.latitude,
  longitude: locations.longitude,
  geoSource: locations.geoSource,
};

const selectLocations = (tx: Executor) =>
  tx
    .select({ ...locationsSchemaColumns, regionName: regions.name })
    .from(locations)
    .leftJoin(
      regions,
      and(eq(regions.tenantId, locations.tenantId), eq(regions.id, locations.regionId)),
    );

type Row = Awaited<ReturnType<ReturnType<typeof selectLocations>['execute']>>[number];

const toLocation = ({ mapLink, ...row }: Row): Location => ({
  ...row,
  mapLink: mapLink ?? mapLinkFor(row),
});

export const locationsRepository = {
  findById: async (tx: Executor, tenantId: number, id: number): Promise<Location | null> => {
    const [row] = await selectLocations(tx).where(
      and(eq(locations.tenantId, tenantId), eq(locations.id, id)),
    );
    return row ? toLocation(row) : null;
  },

  list: async (tx: Executor, tenantId: number, query: LocationListQuery) => {
    const pattern = query.q ? likePattern(query.q) : null;
    const where = and(
      eq(locations.tenantId, tenantId),
      pattern
        ? or(
            ilike(locations.name, pattern),
            ilike(locations.city, pattern),
            ilike(locations.street, pattern),
          )
        : undefined,
    );
    const rows = await selectLocations(tx)
      .where(where)
      .orderBy(asc(locations.name), asc(locations.id))
      .limit(query.limit)
      .offset(offsetOf(query));
    const [total] = await tx.select({ total: count() }).from(locations).where(where);
    return { items: rows.map(toLocation), total: total?.total ?? 0 };
  },

  insert: async (tx: Executor, values: typeof locations.$inferInsert): Promise<number> => {
    const [row] = await tx.insert(locations).values(values).returning({ id: locations.id });
    return row!.id;
  },

  update: async (
    tx: Executor,
    tenantId: number,
    id: number,
    values: Partial<typeof locations.$inferInsert>,
  ) => {
    await tx
      .update(locations)
      .set(values)
      .where(and(eq(locations.tenantId, tenantId), eq(locations.id, id)));
  },

  /** Whether the location belongs to the project or one of its crews (project guests). */
  usedByProject: async (
    tx: Executor,
    tenantId: number,
    locationId: number,
    projectNumber: string,
  ) => {
    const [row] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(
        and(
          eq(projects.tenantId, tenantId),
          eq(projects.number, projectNumber),
          or(
            eq(projects.locationId, locationId),
            sql`exists (select 1 from ${projectCrews} c where c.tenant_id = ${projects.tenantId}
              and c.project_id = ${projects.id} and c.location_id = ${locationId})`,
          ),
        ),
      );
    return Boolean(row);
  },
};
