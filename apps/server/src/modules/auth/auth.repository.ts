import type { LoginType, LoginTypeCode, TokenType } from '@crewhub/shared';
import { and, count, eq, gt, inArray, isNull, lt, max, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { FailureCount } from './login-throttle';
import {
  contacts,
  guestVisits,
  loginFailures,
  loginLoginTypes,
  logins,
  loginTypes,
  persons,
  plusCrews,
  projects,
  sessions,
} from '../../db/schema';

export type LoginRecord = {
  id: number;
  email: string;
  passwordHash: string | null;
  language: string;
  active: boolean;
  person: { id: number; firstName: string; lastName: string; temporary: boolean } | null;
  contact: { contactNumber: string; firstName: string; lastName: string } | null;
};

const loginColumns = {
  id: logins.id,
  email: logins.email,
  passwordHash: logins.passwordHash,
  language: logins.language,
  active: logins.active,
  personId: persons.id,
  personFirstName: persons.firstName,
  personLastName: persons.lastName,
  personTemporary: persons.temporary,
  contactNumber: contacts.contactNumber,
  contactFirstName: contacts.firstName,
  contactLastName: contacts.lastName,
};

type LoginRow = {
  [K in keyof typeof loginColumns]: (typeof loginColumns)[K]['_']['data'] | null;
};

const toLoginRecord = (row: LoginRow): LoginRecord => ({
  id: row.id!,
  email: row.email!,
  passwordHash: row.passwordHash,
  language: row.language!,
  active: row.active!,
  person:
    row.personId != null
      ? {
          id: row.personId,
          firstName: row.personFirstName!,
          lastName: row.personLastName!,
          temporary: row.personTemporary!,
        }
      : null,
  contact:
    row.contactNumber != null
      ? {
          contactNumber: row.contactNumber,
          firstName: row.contactFirstName!,
          lastName: row.contactLastName!,
        }
      : null,
});

const findLogin = async (tx: Executor, tenantId: number, where: ReturnType<typeof eq>) => {
  const [row] = await tx
    .select(loginColumns)
    .from(logins)
    .leftJoin(persons, and(eq(persons.tenantId, logins.tenantId), eq(persons.id, logins.personId)))
    .leftJoin(
      contacts,
      and(eq(contacts.tenantId, logins.tenantId), eq(contacts.id, logins.contactId)),
    )
    .where(and(eq(logins.tenantId, tenantId), where));
  return row ? toLoginRecord(row) : null;
};

export const authRepository = {
  findLoginByEmail: (tx: Executor, tenantId: number, email: string) =>
    findLogin(tx, tenantId, eq(logins.email, email.trim().toLowerCase())),

  findLoginById: (tx: Executor, tenantId: number, loginId: number) =>
    findLogin(tx, tenantId, eq(logins.id, loginId)),

  loginTypesOf: async (tx: Executor, tenantId: number, loginId: number): Promise<LoginType[]> => {
    const rows = await tx
      .select({ code: loginTypes.code, caption: loginTypes.caption })
      .from(loginLoginTypes)
      .innerJoin(
        loginTypes,
        and(
          eq(loginTypes.tenantId, loginLoginTypes.tenantId),
          eq(loginTypes.code, loginLoginTypes.loginTypeCode),
        ),
      )
      .where(and(eq(loginLoginTypes.tenantId, tenantId), eq(loginLoginTypes.loginId, loginId)))
      .orderBy(loginTypes.code);
    return rows.map((row) => ({ code: row.code as LoginTypeCode, caption: row.caption }));
  },

  setPassword: (tx: Executor, tenantId: number, loginId: number, passwordHash: string) =>
    tx
      .update(logins)
      .set({ passwordHash, active: true })
      .where(and(eq(logins.tenantId, tenantId), eq(logins.id, loginId))),

  findProjectGuest: async (tx: Executor, tenantId: number, number: string) => {
    const [row] = await tx
      .select({
        number: projects.number,
        name: projects.name,
        passwordHash: projects.guestPasswordHash,
        accessUntil: projects.guestAccessUntil,
      })
      .from(projects)
      .where(and(eq(projects.tenantId, tenantId), eq(projects.number, number)));
    return row ?? null;
  },

  findPlusCrewGuest: async (tx: Executor, tenantId: number, number: string) => {
    const [row] = await tx
      .select({
        number: plusCrews.number,
        name: plusCrews.name,
        passwordHash: plusCrews.guestPasswordHash,
      })
      .from(plusCrews)
      .where(and(eq(plusCrews.tenantId, tenantId), eq(plusCrews.number, number)));
    return row ?? null;
  },

  createSession: async (
    tx: Executor,
    values: { tenantId: number; subject: string; tokenType: TokenType },
  ): Promise<string> => {
    const [row] = await tx.insert(sessions).values(values).returning({ id: sessions.id });
    return row!.id;
  },

  /**
   * Whether the session exists and is not revoked, and a project guest's project still lets
   * guests in on `today`, as an SQL expression the request context selects in its first
   * statement. crewhub_session_active() scopes itself to the tenant (migrations 0005, 0028), so
   * it answers the same whichever role runs it.
   */
  sessionActiveExpression: (tenantId: number, sessionId: string, today: string): SQL =>
    sql`crewhub_session_active(${tenantId}, ${sessionId}::uuid, ${today}::date)`,

  touchSession: (tx: Executor, tenantId: number, sessionId: string, at: Date) =>
    tx
      .update(sessions)
      .set({ lastRefreshedAt: at })
      .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, sessionId))),

  revokeSession: (tx: Executor, tenantId: number, sessionId: string, at: Date) =>
    tx
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, sessionId))),

  revokeSessionsOf: (tx: Executor, tenantId: number, subject: string, at: Date) =>
    tx
      .update(sessions)
      .set({ revokedAt: at })
      .where(
        and(
          eq(sessions.tenantId, tenantId),
          eq(sessions.subject, subject),
          isNull(sessions.revokedAt),
        ),
      ),

  /** Ends the login's sessions except the one asking (a password change keeps its device). */
  revokeOtherSessions: (
    tx: Executor,
    tenantId: number,
    subject: string,
    keepSessionId: string,
    at: Date,
  ) =>
    tx
      .update(sessions)
      .set({ revokedAt: at })
      .where(
        and(
          eq(sessions.tenantId, tenantId),
          eq(sessions.subject, subject),
          ne(sessions.id, keepSessionId),
          isNull(sessions.revokedAt),
        ),
      ),

  /** Failures and the latest failure per throttle key since `since`. */
  failuresSince: async (
    tx: Executor,
    tenantId: number,
    throttleKeys: string[],
    since: Date,
  ): Promise<Map<string, FailureCount>> => {
    const rows = await tx
      .select({
        key: loginFailures.throttleKey,
        failures: count(),
        lastAt: max(loginFailures.failedAt),
      })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.tenantId, tenantId),
          inArray(loginFailures.throttleKey, throttleKeys),
          gt(loginFailures.failedAt, since),
        ),
      )
      .groupBy(loginFailures.throttleKey);
    return new Map(rows.map((row) => [row.key, { failures: row.failures, lastAt: row.lastAt! }]));
  },

  recordFailures: (tx: Executor, tenantId: number, keys: string[], at: Date) =>
    tx
      .insert(loginFailures)
      .values(keys.map((throttleKey) => ({ tenantId, throttleKey, failedAt: at }))),

  /** Clears the `cleared` keys' failures and prunes expired rows of the `pruned` keys. */
  clearFailures: (
    tx: Executor,
    tenantId: number,
    keys: { cleared: string[]; pruned: string[] },
    before: Date,
  ) =>
    tx
      .delete(loginFailures)
      .where(
        and(
          eq(loginFailures.tenantId, tenantId),
          or(
            inArray(loginFailures.throttleKey, keys.cleared),
            and(
              inArray(loginFailures.throttleKey, keys.pruned),
              lt(loginFailures.failedAt, before),
            ),
          ),
        ),
      ),

  /** One guest login, for the planner's list of visits. */
  recordGuestVisit: (
    tx: Executor,
    visit: { tenantId: number; subject: string; address: string; visitedAt: Date },
  ) => tx.insert(guestVisits).values(visit),
};
