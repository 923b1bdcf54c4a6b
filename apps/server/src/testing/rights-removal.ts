import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { userRights } from '../db/schema';
import { withTenant } from '../db/tenant-scope';

/**
 * Runs `check` while a login type of tenant 1 lacks a right, then gives the right back: the
 * other tests of a file share its database and use the right.
 */
export const withoutRight = async (
  db: Database,
  granted: { loginType: string; resource: string; right: string },
  check: () => Promise<void>,
) => {
  const theRight = and(
    eq(userRights.loginTypeCode, granted.loginType),
    eq(userRights.resource, granted.resource),
    eq(userRights.right, granted.right),
  );
  const removed = await withTenant(db, 1, (tx) =>
    tx.delete(userRights).where(theRight).returning(),
  );
  try {
    await check();
  } finally {
    const rows = removed.map(({ id: _id, ...right }) => right);
    await withTenant(db, 1, (tx) => tx.insert(userRights).values(rows));
  }
};
