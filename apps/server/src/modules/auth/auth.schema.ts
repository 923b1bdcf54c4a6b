import { loginTypeCodes, tokenTypes } from '@crewhub/shared';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/checks';
import { createdAt, tenantColumns } from '../../db/columns';
import { contacts } from '../contacts/contacts.schema';
import { persons } from '../persons/persons.schema';
import { tenants } from '../tenants/tenants.schema';

/** Login types with their captions, per tenant (clients, crew, planners, ...). */
export const loginTypes = pgTable(
  'login_type',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    code: text('code', { enum: loginTypeCodes }).notNull(),
    caption: text('caption').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.code] }),
    enumCheck(table.code, loginTypeCodes),
  ],
);

/** A user account: a person (crew, planner, office) or a client contact. */
export const logins = pgTable(
  'login',
  {
    ...tenantColumns,
    email: text('email').notNull(),
    /** Null until the user sets a password through the welcome link. */
    passwordHash: text('password_hash'),
    personId: integer('person_id'),
    contactId: integer('contact_id'),
    language: text('language').notNull().default('en'),
    active: boolean('active').notNull().default(true),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('login_tenant_email_key').on(table.tenantId, table.email),
    foreignKey({
      columns: [table.tenantId, table.personId],
      foreignColumns: [persons.tenantId, persons.id],
    }),
    foreignKey({
      columns: [table.tenantId, table.contactId],
      foreignColumns: [contacts.tenantId, contacts.id],
    }),
  ],
);

export const loginLoginTypes = pgTable(
  'login_login_type',
  {
    tenantId: integer('tenant_id').notNull(),
    loginId: integer('login_id').notNull(),
    loginTypeCode: text('login_type_code').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.loginId, table.loginTypeCode] }),
    foreignKey({
      columns: [table.tenantId, table.loginId],
      foreignColumns: [logins.tenantId, logins.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.tenantId, table.loginTypeCode],
      foreignColumns: [loginTypes.tenantId, loginTypes.code],
    }),
  ],
);

/**
 * A login session. Tokens carry its id; refresh and every request check it is not revoked,
 * so logout and password changes end all tokens of the session.
 */
export const sessions = pgTable(
  'session',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().defaultRandom(),
    /** `login:<id>`, `project:<number>` or `pluscrew:<number>`. */
    subject: text('subject').notNull(),
    tokenType: text('token_type', { enum: tokenTypes }).notNull(),
    createdAt,
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    enumCheck(table.tokenType, tokenTypes),
    index('session_tenant_subject_idx').on(table.tenantId, table.subject),
  ],
);

const loginTokenKinds = ['password_reset', 'welcome'] as const;

/** One-time links sent by e-mail: password reset and welcome. Only a hash of the token is kept. */
export const loginTokens = pgTable(
  'login_token',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: loginTokenKinds }).notNull(),
    loginId: integer('login_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.tokenHash] }),
    enumCheck(table.kind, loginTokenKinds),
    foreignKey({
      columns: [table.tenantId, table.loginId],
      foreignColumns: [logins.tenantId, logins.id],
    }).onDelete('cascade'),
  ],
);

/** Failed login attempts, by account and by client IP, for throttling across API nodes. */
export const loginFailures = pgTable(
  'login_failure',
  {
    ...tenantColumns,
    /** `account:<email or number>` or `ip:<address>`. */
    throttleKey: text('throttle_key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('login_failure_key_idx').on(table.tenantId, table.throttleKey, table.failedAt),
  ],
);

/** Each project guest login (who shares the project's password, from where, when), for the planner. */
export const guestVisits = pgTable(
  'guest_visit',
  {
    ...tenantColumns,
    /** `project:<number>` or `pluscrew:<number>`, as the session subject. */
    subject: text('subject').notNull(),
    address: text('address').notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('guest_visit_subject_idx').on(table.tenantId, table.subject, table.visitedAt),
  ],
);
