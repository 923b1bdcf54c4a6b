import { geoSources } from '@crewhub/shared';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/checks';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';

/** Regions group crew homes and locations for distance-free matching and filters. */
export const regions = pgTable(
  'region',
  { ...tenantColumns, name: text('name').notNull() },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('region_name_key').on(table.tenantId, table.name),
  ],
);

export const locations = pgTable(
  'location',
  {
    ...tenantColumns,
    name: text('name').notNull(),
    street: text('street'),
    zipcode: text('zipcode'),
    city: text('city'),
    country: text('country'),
    regionId: integer('region_id'),
    link: text('link'),
    info: text('info'),
    mapLink: text('map_link'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** 'geocoder' when computed from the address, 'manual' when entered by hand. */
    geoSource: text('geo_source', { enum: geoSources }),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.geoSource, geoSources),
    index('location_name_idx').on(table.tenantId, table.name),
    tenantRef(table.tenantId, table.regionId, regions),
  ],
);
