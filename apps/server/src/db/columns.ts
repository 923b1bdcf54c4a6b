import { foreignKey, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { tenants } from '../modules/tenants/tenants.schema';

/** Every tenant-owned table starts with these: tenant_id leads each key (Citus-ready). */
export const tenantColumns = {
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id),
  id: integer('id').generatedAlwaysAsIdentity(),
};

export const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A foreign key within the tenant: (tenant_id, column) -> target (tenant_id, id). */
export const tenantRef = (
  tenantId: AnyPgColumn,
  column: AnyPgColumn,
  target: { tenantId: AnyPgColumn; id: AnyPgColumn },
) => foreignKey({ columns: [tenantId, column], foreignColumns: [target.tenantId, target.id] });
