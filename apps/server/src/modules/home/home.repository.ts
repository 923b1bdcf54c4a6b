import { and, eq, max, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions } from '../../db/schema';

export const homeRepository = {
  /**
   * The last visit before this session: when the login's previous session was last refreshed
   * (the app refreshes every 5 minutes while open). null on the first visit.
   */
  lastVisitAt: async (tx: Executor, tenantId: number, loginId: number, sessionId: string) => {
    const [row] = await tx
      .select({ at: max(sessions.lastRefreshedAt) })
      .from(sessions)
      .where(
        and(
          eq(sessions.tenantId, tenantId),
          eq(sessions.subject, `login:${loginId}`),
          ne(sessions.id, sessionId),
        ),
      );
    return row?.at ?? null;
  },
};
