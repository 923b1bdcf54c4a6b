import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginTokens } from '../../db/schema';

export type LoginTokenKind = 'password_reset' | 'welcome';

export const loginTokensRepository = {
  create: (
    tx: Executor,
    values: {
      tenantId: number;
      tokenHash: string;
      kind: LoginTokenKind;
      loginId: number;
      expiresAt: Date;
    },
  ) => tx.insert(loginTokens).values(values),

  /** How many links of a kind the login holds that have not expired yet (used or not). */
  countUnexpired: async (
    tx: Executor,
    tenantId: number,
    kind: LoginTokenKind,
    loginId: number,
    now: Date,
  ): Promise<number> => {
    const [row] = await tx
      .select({ links: count() })
      .from(loginTokens)
      .where(
        and(
          eq(loginTokens.tenantId, tenantId),
          eq(loginTokens.loginId, loginId),
          eq(loginTokens.kind, kind),
          gt(loginTokens.expiresAt, now),
        ),
      );
    return row?.links ?? 0;
  },

  /** The login a still-valid, unused link belongs to, or null. */
  findUsable: async (
    tx: Executor,
    tenantId: number,
    kind: LoginTokenKind,
    tokenHash: string,
    now: Date,
  ): Promise<number | null> => {
    const [row] = await tx
      .select({ loginId: loginTokens.loginId })
      .from(loginTokens)
      .where(
        and(
          eq(loginTokens.tenantId, tenantId),
          eq(loginTokens.tokenHash, tokenHash),
          eq(loginTokens.kind, kind),
          isNull(loginTokens.usedAt),
          gt(loginTokens.expiresAt, now),
        ),
      );
    return row?.loginId ?? null;
  },

  markUsed: (tx: Executor, tenantId: number, tokenHash: string, at: Date) =>
    tx
      .update(loginTokens)
      .set({ usedAt: at })
      .where(and(eq(loginTokens.tenantId, tenantId), eq(loginTokens.tokenHash, tokenHash))),
};
