import { offsetOf, type LoginTypeCode, type User, type UserListQuery } from '@crewhub/shared';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like';
import { contacts, loginLoginTypes, logins, loginTypes, persons } from '../../db/schema';

const displayName = sql<string>`coalesce(${persons.firstName} || ' ' || ${persons.lastName}, ${contacts.firstName} || ' ' || ${contacts.lastName}, ${logins.email})`;

/** Joins the person or contact a login belongs to, for names and search. */
const withNames = <T extends PgSelect>(query: T) =>
  query
    .leftJoin(persons, and(eq(persons.tenantId, logins.tenantId), eq(persons.id, logins.personId)))
    .leftJoin(
      contacts,
      and(eq(contacts.tenantId, logins.tenantId), eq(contacts.id, logins.contactId)),
    );

const searchFilter = (q: string | undefined): SQL | undefined => {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(logins.email, pattern), ilike(displayName, pattern));
};

export const usersRepository = {
  list: async (
    tx: Executor,
    tenantId: number,
    query: UserListQuery,
  ): Promise<{ items: User[]; total: number }> => {
    const where = and(eq(logins.tenantId, tenantId), searchFilter(query.q));
    const rows = await withNames(
      tx
        .select({
          id: logins.id,
          email: logins.email,
          language: logins.language,
          active: logins.active,
          displayName,
        })
        .from(logins)
        .$dynamic(),
    )
      .where(where)
      .orderBy(asc(displayName), asc(logins.id))
      .limit(query.limit)
      .offset(offsetOf(query));
    const [totalRow] = await withNames(tx.select({ total: count() }).from(logins).$dynamic()).where(
      where,
    );
    const types = rows.length
      ? await tx
          .select({
            loginId: loginLoginTypes.loginId,
            code: loginTypes.code,
            caption: loginTypes.caption,
          })
          .from(loginLoginTypes)
          .innerJoin(
            loginTypes,
            and(
              eq(loginTypes.tenantId, loginLoginTypes.tenantId),
              eq(loginTypes.code, loginLoginTypes.loginTypeCode),
            ),
          )
          .where(
            and(
              eq(loginLoginTypes.tenantId, tenantId),
              inArray(
                loginLoginTypes.loginId,
                rows.map((row) => row.id),
              ),
            ),
          )
          .orderBy(asc(loginTypes.code))
      : [];
    return {
      total: totalRow?.total ?? 0,
      items: rows.map((row) => ({
        ...row,
        loginTypes: types
          .filter((type) => type.loginId === row.id)
          .map((type) => ({ code: type.code as LoginTypeCode, caption: type.caption })),
      })),
    };
  },
};
