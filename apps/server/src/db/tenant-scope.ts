import { sql } from 'drizzle-orm';
import type { Database, Transaction } from './client';

/** The non-superuser role row-level security applies to (see the RLS migration). */
export const appRole = 'crewhub_app';

/**
 * Runs `work` in a transaction as the app role with the tenant set, so row-level security
 * limits every query to that tenant even if a query forgets its tenant filter.
 */
export const withTenant = <T>(
  db: Database,
  tenantId: number,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.tenant_id', ${String(tenantId)}, true), set_config('role', ${appRole}, true)`,
    );
    return work(tx);
  });
