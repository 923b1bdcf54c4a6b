import { is, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { queryRows, type Database, type Executor, type Transaction } from './client';

/** The non-superuser role row-level security applies to (see the RLS migration). */
export const appRole = 'crewhub_app';

/**
 * How the transaction's prepared statements are planned: `usual` leaves PostgreSQL's choice
 * (with each call's values for a statement's first five calls on a connection, then a generic
 * plan if it looks no worse); `generic` plans each statement once per connection for any values.
 * For statements whose text is kept per shape and read one caller's rows by key (home, jobs),
 * where the first five plans cost more than the reads (home's 18 KB statement took 11 ms to
 * plan and 6 ms to run) and the generic plan PostgreSQL settles on is as fast. `withValues`
 * plans each statement with its call's values, as `planWithValues` (custom-plans.ts) asks,
 * without that call's round trip.
 */
export type PlanChoice = 'usual' | 'generic' | 'withValues';

const planModes: Record<PlanChoice, string | null> = {
  usual: null,
  generic: 'force_generic_plan',
  withValues: 'force_custom_plan',
};

/** Transactions entered with `withValues`: `planWithValues` has nothing left to set on them. */
const plannedWithValues = new WeakSet<Executor>();

/** Whether `tx` already plans its statements with their values (entered with `withValues`). */
export const plansWithValues = (tx: Executor): boolean => plannedWithValues.has(tx);

/**
 * SQL: the select list that sets the tenant, the app role and the plan choice for the rest of
 * the transaction. `inText` writes the values into the text, so that with nothing else to
 * select the statement has no parameters and travels with the transaction's BEGIN
 * (begin-with-first-statement.ts); the id is then checked to be a number, and the role and
 * plan modes are constants of this file. Otherwise they are parameters: a text per tenant
 * would take a prepared statement's place per tenant (prepared-statements.ts).
 */
const tenantSettings = (tenantId: number, plans: PlanChoice, inText: boolean): SQL => {
  if (!Number.isSafeInteger(tenantId)) throw new Error(`Not a tenant id: ${tenantId}`);
  const value = (text: string): SQL => (inText ? sql.raw(`'${text}'`) : sql`${text}`);
  const mode = planModes[plans];
  const planMode = mode ? value(mode) : sql`current_setting('plan_cache_mode')`;
  return sql`select set_config('app.tenant_id', ${value(String(tenantId))}, true),
      set_config('role', ${value(appRole)}, true), set_config('plan_cache_mode', ${planMode}, true)`;
};

/**
 * Sets the tenant and the app role for the rest of `tx`, so row-level security limits every
 * later query to that tenant even if a query forgets its tenant filter. `alsoSelect` is
 * computed in the same round trip (the request context checks the session with it), and so is
 * the plan choice. On the database itself (no transaction) the settings last for that one
 * statement.
 */
export const enterTenant = async <T = true>(
  tx: Executor,
  tenantId: number,
  alsoSelect?: SQL,
  plans: PlanChoice = 'usual',
): Promise<T> => {
  const settings = tenantSettings(tenantId, plans, alsoSelect === undefined);
  const [row] = await queryRows<{ value: T }>(
    tx,
    sql`${settings}, ${alsoSelect ?? sql`true`} as value`,
  );
  // On the database itself the choice ended with the statement.
  if (plans === 'withValues' && is(tx, PgTransaction)) plannedWithValues.add(tx);
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
