import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Executor, type Transaction } from './client';

/** The non-superuser role row-level security applies to (see the RLS migration). */
export const appRole = 'crewhub_app';

/**
 * Sets the tenant and the app role for the rest of `tx`, so row-level security limits every
 * later query to that tenant even if a query forgets its tenant filter. `alsoSelect` is
 * computed in the same round trip (the request context checks the session with it). On the
 * database itself (no transaction) both settings last for that one statement.
 */
export const enterTenant = async <T = true>(
  tx: Executor,
  tenantId: number,
  alsoSelect: SQL = sql`true`,
): Promise<T> => {
  const [row] = await queryRows<{ value: T }>(
    tx,
    sql`select set_config('app.tenant_id', ${String(tenantId)}, true), set_config('role', ${appRole}, true), ${alsoSelect} as value`,
  );
  return row!.value;
};

/**
 * Runs `work` in a transaction of its own with the tenant set: for public routes, the seed and
 * background work. Requests behind the access guard use their request context's transaction.
 */
export const withTenant = <T>(
  db: Database,
  tenantId: number,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> =>
  db.transaction(async (tx) => {
    await enterTenant(tx, tenantId);
    return work(tx);
  });
