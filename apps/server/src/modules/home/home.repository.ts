import { and, asc, eq, isNull, max, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { crewInfoItems, persons, sessions } from '../../db/schema';

export const homeRepository = {
  /**
   * The person's time zone and, for a login, the last visit before this session: when the
   * login's previous session was last refreshed (the app refreshes every 5 minutes while open).
   * null on the first visit. One query, since every home call needs both.
   */
  visit: async (
    tx: Executor,
    tenantId: number,
    personId: number,
    login: { loginId: number; sessionId: string } | null,
  ): Promise<{ timeZone: string; lastVisitAt: Date | null }> => {
    const lastVisitAt = login
      ? tx
          .select({ at: max(sessions.lastRefreshedAt) })
          .from(sessions)
          .where(
            and(
              eq(sessions.tenantId, tenantId),
              eq(sessions.subject, `login:${login.loginId}`),
              ne(sessions.id, login.sessionId),
            ),
          )
      : sql`null`;
    const [row] = await tx
      .select({
        timeZone: persons.timezone,
        // Decoded like the column itself, into a Date.
        lastVisitAt: sql<Date | null>`(${lastVisitAt})`.mapWith(sessions.lastRefreshedAt),
      })
      .from(persons)
      .where(and(eq(persons.tenantId, tenantId), eq(persons.id, personId)));
    return { timeZone: row?.timeZone ?? 'Europe/Amsterdam', lastVisitAt: row?.lastVisitAt ?? null };
  },

  /** The office's crew info blocks in one language plus the language-neutral ones, in order. */
  crewInfoItems: (tx: Executor, tenantId: number, language: string) =>
    tx
      .select({
        id: crewInfoItems.id,
        title: crewInfoItems.title,
        body: crewInfoItems.body,
        url: crewInfoItems.url,
        category: crewInfoItems.category,
        language: crewInfoItems.language,
      })
      .from(crewInfoItems)
      .where(
        and(
          eq(crewInfoItems.tenantId, tenantId),
          or(eq(crewInfoItems.language, language), isNull(crewInfoItems.language)),
        ),
      )
      .orderBy(asc(crewInfoItems.sortOrder), asc(crewInfoItems.id)),
};
