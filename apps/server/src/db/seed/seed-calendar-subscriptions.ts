import { addDays } from '@crewhub/shared';
import { and, eq } from 'drizzle-orm';
import { hashToken, randomToken } from '../../lib/secure-token';
import type { Transaction } from '../client';
import { calendarSubscriptions, logins } from '../schema';

/**
 * The planner follows their projects on their phone: a projects feed made two weeks ago and
 * read by the calendar app this morning. Its link was shown once and is not kept, as in life;
 * a demo visitor renews it to get one.
 */
export const seedCalendarSubscriptions = async (
  tx: Transaction,
  options: { tenantId: number; today: string; plannerLoginId: number },
) => {
  const { tenantId } = options;
  const [planner] = await tx
    .select({ personId: logins.personId, language: logins.language })
    .from(logins)
    .where(and(eq(logins.tenantId, tenantId), eq(logins.id, options.plannerLoginId)));
  if (!planner?.personId) return;
  await tx.insert(calendarSubscriptions).values({
    tenantId,
    personId: planner.personId,
    kind: 'projects',
    name: 'Planning phone',
    tokenHash: hashToken(randomToken()),
    language: planner.language,
    createdAt: new Date(`${addDays(options.today, -14)}T10:15:00Z`),
    lastReadAt: new Date(`${options.today}T05:00:00Z`),
  });
};
