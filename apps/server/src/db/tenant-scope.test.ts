import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it, vi } from 'vitest';
import { queryRows, type Transaction } from './client';
import { planWithValues } from './custom-plans';
import { authRepository } from '../modules/auth/auth.repository';
import { demoLogin, testToday, useTestApp } from '../testing/test-app';
import { companies, logins, sessions } from './schema';
import { appRole, enterTenant, plansWithValues, withTenant, type PlanChoice } from './tenant-scope';

const ctx = useTestApp();
const tenantA = 1;
const tenantB = 2;

describe('row-level security under the app role', () => {
  it('runs tenant queries as the non-superuser app role', async () => {
    const rows = await withTenant(ctx.handle.db, tenantA, (tx) =>
      queryRows<{ current_user: string; superuser: boolean }>(
        tx,
        sql`select current_user, (select rolsuper from pg_roles where rolname = current_user) as superuser`,
      ),
    );
    expect(rows[0]).toEqual({ current_user: appRole, superuser: false });
  });

  it("shows tenant A none of tenant B's rows, even without a tenant filter", async () => {
    const emails = await withTenant(ctx.handle.db, tenantA, (tx) =>
      tx.select({ email: logins.email }).from(logins),
    );
    expect(emails.length).toBeGreaterThan(0);
    expect(emails.every((row) => row.email.endsWith('@demo.crewhub.app'))).toBe(true);
  });

  it('refuses to write a row into tenant B while scoped to tenant A', async () => {
    await expect(
      withTenant(ctx.handle.db, tenantA, (tx) =>
        tx.insert(companies).values({ tenantId: tenantB, name: 'Sneaky BV' }),
      ),
    ).rejects.toThrow();
  });

  it("cannot move or delete tenant B's rows from tenant A", async () => {
    const updated = await withTenant(ctx.handle.db, tenantA, (tx) =>
      tx
        .update(companies)
        .set({ name: 'Taken over' })
        .where(sql`${companies.tenantId} = ${tenantB}`)
        .returning(),
    );
    expect(updated).toEqual([]);
    const deleted = await withTenant(ctx.handle.db, tenantA, (tx) =>
      tx
        .delete(logins)
        .where(sql`${logins.tenantId} = ${tenantB}`)
        .returning(),
    );
    expect(deleted).toEqual([]);
  });

  it('enters the tenant in a statement without parameters, so it travels with BEGIN, and rolls back', async () => {
    const name = 'Rolled back BV';
    const paramsOf = async (tx: Transaction, alsoSelect?: SQL) => {
      const sent = vi.spyOn(tx, 'execute');
      await enterTenant(tx, tenantA, alsoSelect);
      const [statement] = sent.mock.calls[0]!;
      sent.mockRestore();
      return new PgDialect().sqlToQuery((statement as SQLWrapper).getSQL()).params;
    };
    const failed = ctx.handle.db.transaction(async (tx) => {
      expect(await paramsOf(tx)).toEqual([]);
      // With a session check to select, the tenant is a parameter: one prepared text for all.
      expect(await paramsOf(tx, sql`${'checked'}::text`)).toEqual(['1', appRole, 'checked']);
      await tx.insert(companies).values({ tenantId: tenantA, name });
      throw new Error('undo');
    });
    await expect(failed).rejects.toThrow('undo');
    // Had the BEGIN been lost, the insert would have committed on its own.
    const found = await withTenant(ctx.handle.db, tenantA, (tx) =>
      tx.select().from(companies).where(eq(companies.name, name)),
    );
    expect(found).toEqual([]);
  });

  it('shows nothing when no tenant is set', async () => {
    const rows = await ctx.handle.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${appRole}, true)`);
      return tx.select().from(logins);
    });
    expect(rows).toEqual([]);
  });

  it("plans the transaction's statements for any values only when asked to", async () => {
    const planMode = (plans: PlanChoice) =>
      ctx.handle.db.transaction(async (tx) => {
        await enterTenant(tx, tenantA, undefined, plans);
        const [row] = await queryRows<{ mode: string }>(
          tx,
          sql`select current_setting('plan_cache_mode') as mode`,
        );
        return row?.mode;
      });
    expect(await planMode('generic')).toBe('force_generic_plan');
    expect(await planMode('withValues')).toBe('force_custom_plan');
    // The usual choice leaves the server's own setting.
    expect(await planMode('usual')).toBe('auto');
  });

  it('asks for plans with the values once: planWithValues sends nothing where the choice was made', async () => {
    const statementsOf = (plans: PlanChoice) =>
      ctx.handle.db.transaction(async (tx) => {
        await enterTenant(tx, tenantA, undefined, plans);
        const sent = vi.spyOn(tx, 'execute');
        await planWithValues(tx);
        const count = sent.mock.calls.length;
        sent.mockRestore();
        const [row] = await queryRows<{ mode: string }>(
          tx,
          sql`select current_setting('plan_cache_mode') as mode`,
        );
        return { count, mode: row?.mode };
      });
    expect(await statementsOf('withValues')).toEqual({ count: 0, mode: 'force_custom_plan' });
    expect(await statementsOf('usual')).toEqual({ count: 1, mode: 'force_custom_plan' });
    // On the database itself the choice lasts one statement: nothing is remembered for it.
    await enterTenant(ctx.handle.db, tenantA, undefined, 'withValues');
    expect(plansWithValues(ctx.handle.db)).toBe(false);
  });

  it('checks a session in one statement, within its tenant only', async () => {
    await ctx.login(demoLogin('crew'));
    const [session] = await ctx.handle.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tenantId, tenantA))
      .limit(1);
    const db = ctx.handle.db;
    const sessionActive = async (tenantId: number) => {
      const expression = authRepository.sessionActiveExpression(tenantId, session!.id, testToday);
      const [row] = await queryRows<{ active: boolean }>(db, sql`select ${expression} as active`);
      return row?.active;
    };
    expect(await sessionActive(tenantA)).toBe(true);
    expect(await sessionActive(tenantB)).toBe(false);
    // The scope and role were transaction-local: the next statement runs as before.
    const [after] = await queryRows<{ role: string; tenant: string | null }>(
      db,
      sql`select current_user as role, current_setting('app.tenant_id', true) as tenant`,
    );
    expect(after!.role).not.toBe(appRole);
    expect(after!.tenant || null).toBeNull();
  });

  it('has forced row-level security and a policy on every tenant-owned table', async () => {
    const tables = await queryRows<{
      table_name: string;
      rls: boolean;
      forced: boolean;
      policies: number;
    }>(
      ctx.handle.db,
      sql`
      select c.relname as table_name, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
             (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      where c.relkind = 'r'
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id')
        and c.relname <> 'tenant_host'`,
    );
    expect(tables.length).toBeGreaterThan(10);
    for (const table of tables) {
      expect(table, table.table_name).toMatchObject({ rls: true, forced: true, policies: 1 });
    }
  });

  it("tells the API nodes of every write to a tenant's table (change notices)", async () => {
    const tables = await queryRows<{ table_name: string; notices: boolean }>(
      ctx.handle.db,
      sql`
      select c.relname as table_name,
             exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'crewhub_change') as notices
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      where c.relkind = 'r' and c.relrowsecurity`,
    );
    const quiet = ['login_failure', 'login_token', 'outbox_job'];
    for (const table of tables) {
      expect(table, table.table_name).toEqual({
        table_name: table.table_name,
        notices: !quiet.includes(table.table_name),
      });
    }
  });
});
