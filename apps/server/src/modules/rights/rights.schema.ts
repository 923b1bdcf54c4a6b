import { foreignKey, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenantColumns } from '../../db/columns';
import { logins } from '../auth/auth.schema';

/**
 * A grant: a login type (role) or one login gets a right on a resource with permission types.
 * A login's rights are the union of its login types' grants and its own.
 */
export const userRights = pgTable(
  'user_right',
  {
    ...tenantColumns,
    loginTypeCode: text('login_type_code'),
    loginId: integer('login_id'),
    resource: text('resource').notNull(),
    right: text('right').notNull(),
    permissionTypes: text('permission_types').array().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('user_right_login_type_idx').on(table.tenantId, table.loginTypeCode),
    index('user_right_login_idx').on(table.tenantId, table.loginId),
    foreignKey({
      columns: [table.tenantId, table.loginId],
      foreignColumns: [logins.tenantId, logins.id],
    }).onDelete('cascade'),
  ],
);

export const mailboxes = pgTable(
  'mailbox',
  {
    ...tenantColumns,
    name: text('name').notNull(),
    address: text('address').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

export const mailboxUserRights = pgTable(
  'mailbox_user_right',
  {
    tenantId: integer('tenant_id').notNull(),
    mailboxId: integer('mailbox_id').notNull(),
    loginId: integer('login_id').notNull(),
    rights: text('rights').array().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.mailboxId, table.loginId] }),
    foreignKey({
      columns: [table.tenantId, table.mailboxId],
      foreignColumns: [mailboxes.tenantId, mailboxes.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.tenantId, table.loginId],
      foreignColumns: [logins.tenantId, logins.id],
    }).onDelete('cascade'),
  ],
);
