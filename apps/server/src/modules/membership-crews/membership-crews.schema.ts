import { membershipKinds, plannerCrewTypes } from '@crewhub/shared';
import { index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/checks';
import { createdAt, tenantColumns, tenantRef } from '../../db/columns';
import { companies } from '../companies/companies.schema';
import { persons } from '../persons/persons.schema';

/** A membership crew: a planner's or client's pool of people used when staffing. */
export const plannerCrews = pgTable(
  'planner_crew',
  {
    ...tenantColumns,
    name: text('name').notNull(),
    typeOfAssignment: text('type_of_assignment', { enum: plannerCrewTypes })
      .notNull()
      .default('preferred'),
    /** Set for a client's own membership crew; null for the planners' crews. */
    companyId: integer('company_id'),
    createdByLoginId: integer('created_by_login_id'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.typeOfAssignment, plannerCrewTypes),
    tenantRef(table.tenantId, table.companyId, companies),
  ],
);

export const plannerCrewMemberships = pgTable(
  'planner_crew_membership',
  {
    ...tenantColumns,
    plannerCrewId: integer('planner_crew_id').notNull(),
    personId: integer('person_id').notNull(),
    kind: text('kind', { enum: membershipKinds }).notNull().default('member'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.kind, membershipKinds),
    unique('planner_crew_membership_key').on(table.tenantId, table.plannerCrewId, table.personId),
    index('planner_crew_membership_person_idx').on(table.tenantId, table.personId),
    tenantRef(table.tenantId, table.plannerCrewId, plannerCrews).onDelete('cascade'),
    tenantRef(table.tenantId, table.personId, persons).onDelete('cascade'),
  ],
);
