import { foreignKey, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns } from '../../db/columns';
import { companies } from '../companies/companies.schema';

/** A person at a client company, identified by a contact number. */
export const contacts = pgTable(
  'contact',
  {
    ...tenantColumns,
    contactNumber: text('contact_number').notNull(),
    companyId: integer('company_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('contact_tenant_number_key').on(table.tenantId, table.contactNumber),
    foreignKey({
      columns: [table.tenantId, table.companyId],
      foreignColumns: [companies.tenantId, companies.id],
    }),
  ],
);
