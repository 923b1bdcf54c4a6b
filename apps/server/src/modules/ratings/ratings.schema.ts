import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { persons } from '../people/people.schema';

export const crewRatingTypes = pgTable(
  'crew_rating_type',
  { ...tenantColumns, name: text('name').notNull() },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

/** A rating of a crew member (1-5) by a planner, crew chief or client, optionally per job. */
export const crewRatings = pgTable(
  'crew_rating',
  {
    ...tenantColumns,
    personId: integer('person_id').notNull(),
    ratingTypeId: integer('rating_type_id'),
    value: integer('value').notNull(),
    comment: text('comment'),
    ratedByLoginId: integer('rated_by_login_id'),
    projectCrewItemStatusId: integer('project_crew_item_status_id'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('crew_rating_person_idx').on(table.tenantId, table.personId),
    check('crew_rating_value_range', sql`${table.value} between 1 and 5`),
    tenantRef(table.tenantId, table.personId, persons).onDelete('cascade'),
    tenantRef(table.tenantId, table.ratingTypeId, crewRatingTypes),
  ],
);
