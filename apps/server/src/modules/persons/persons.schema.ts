import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { regions } from '../locations/locations.schema';

/** The tenant's own people: crew, crew chiefs, planners, project managers, office staff. */
export const persons = pgTable(
  'person',
  {
    ...tenantColumns,
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    street: text('street'),
    zipcode: text('zipcode'),
    city: text('city'),
    country: text('country'),
    /** ISO 3166-1 alpha-2, like country. */
    nationality: text('nationality'),
    birthday: date('birthday'),
    timezone: text('timezone').notNull().default('Europe/Amsterdam'),
    mapService: text('map_service').notNull().default('google'),
    temporary: boolean('temporary').notNull().default(false),
    regionId: integer('region_id'),
    /** Home coordinates, for the distance to a location when finding the best person. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The person opted in to /public/crew-profile/{personId}; off until they choose it. */
    publicProfile: boolean('public_profile').notNull().default(false),
    /** An approved profile picture (a row of `file`). */
    pictureFileId: integer('picture_file_id'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('person_tenant_name_idx').on(table.tenantId, table.lastName, table.firstName),
    tenantRef(table.tenantId, table.regionId, regions),
  ],
);
