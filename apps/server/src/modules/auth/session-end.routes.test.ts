import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginLoginTypes, logins, userRights } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import type { Transaction } from '../../db/client';
import { createCrewDayFactories } from '../../testing/crew-day-factories';
import { useTestApp } from '../../testing/test-app';

// Changes to an account end its sessions at once, on every node: the guard checks the session
// row on every request, and the database ends the rows when the account changes.

const ctx = useTestApp();
const tenantId = 1;

/** A crew member logged in twice (two devices), and a colleague whose session must survive. */
const loggedIn = async () => {
  const f = createCrewDayFactories(ctx.handle.db);
  const { person, credentials } = await f.crewMember();
  const colleague = await f.crewMember();
  const tokens = [await ctx.login(credentials), await ctx.login(credentials)];
  const [login] = await withTenant(ctx.handle.db, tenantId, (tx) =>
    tx.select({ id: logins.id }).from(logins).where(eq(logins.personId, person.id)),
  );
  return { loginId: login!.id, tokens, colleague: await ctx.login(colleague.credentials) };
};

const status = async (token: string) =>
  (await ctx.request('GET', '/api/v1/userRights', { token })).statusCode;

describe('ending sessions when the account changes', () => {
  it.each<[string, (tx: Transaction, loginId: number) => Promise<unknown>]>([
    [
      'the account is deactivated',
      (tx, loginId) => tx.update(logins).set({ active: false }).where(eq(logins.id, loginId)),
    ],
    [
      'a login type is taken away',
      (tx, loginId) =>
        tx
          .delete(loginLoginTypes)
          .where(and(eq(loginLoginTypes.tenantId, tenantId), eq(loginLoginTypes.loginId, loginId))),
    ],
    [
      'a right of its own is granted',
      (tx, loginId) =>
        tx.insert(userRights).values({
          tenantId,
          loginId,
          resource: 'projects',
          right: 'READ',
          permissionTypes: ['ALL'],
        }),
    ],
  ])('refuses every old token once %s', async (_, change) => {
    const { loginId, tokens, colleague } = await loggedIn();
    for (const token of tokens) expect(await status(token)).toBe(200);
    await withTenant(ctx.handle.db, tenantId, (tx) => change(tx, loginId));
    for (const token of tokens) expect(await status(token)).toBe(401);
    expect(await status(colleague)).toBe(200);
  });

  it('keeps sessions when the language changes', async () => {
    const { loginId, tokens } = await loggedIn();
    await withTenant(ctx.handle.db, tenantId, (tx) =>
      tx.update(logins).set({ language: 'nl' }).where(eq(logins.id, loginId)),
    );
    expect(await status(tokens[0]!)).toBe(200);
  });
});
