import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { persons } from '../persons/persons.schema';

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
    // One rating per rater, job and rating type (no type counts as one). Ratings without a
    // rater or a job (imported ones) are not limited. 0 is never an id, so it stands for none.
    uniqueIndex('crew_rating_rater_job_type_key')
      .on(
        table.tenantId,
        table.ratedByLoginId,
        table.projectCrewItemStatusId,
        sql`coalesce(${table.ratingTypeId}, 0)`,
      )
      .where(
        sql`${table.ratedByLoginId} is not null and ${table.projectCrewItemStatusId} is not null`,
      ),
    check('crew_rating_value_range', sql`${table.value} between 1 and 5`),
    tenantRef(table.tenantId, table.personId, persons).onDelete('cascade'),
    tenantRef(table.tenantId, table.ratingTypeId, crewRatingTypes),
  ],
);
