import { integer, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from '../modules/tenants/tenants.schema';

/** Every tenant-owned table starts with these: tenant_id leads each key (Citus-ready). */
export const tenantColumns = {
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id),
  id: integer('id').generatedAlwaysAsIdentity(),
};

export const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
