import {
  boolean,
  date,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns } from '../../db/columns';
import { companies } from '../people/people.schema';

/**
 * A project. The Foundation needs only what guest logins use (number, name, guest password);
 * the Projects issue extends it with planning fields.
 */
export const projects = pgTable(
  'project',
  {
    ...tenantColumns,
    number: text('number').notNull(),
    name: text('name').notNull(),
    companyId: integer('company_id'),
    beginDate: date('begin_date'),
    endDate: date('end_date'),
    state: text('state').notNull().default('confirmed'),
    closed: boolean('closed').notNull().default(false),
    /** argon2id hash of the password guests use to open this project by link. */
    guestPasswordHash: text('guest_password_hash'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('project_tenant_number_key').on(table.tenantId, table.number),
    foreignKey({
      columns: [table.tenantId, table.companyId],
      foreignColumns: [companies.tenantId, companies.id],
    }),
  ],
);
