import {
  loginTypeCodeSchema,
  type LoginType,
  type LoginTypeCode,
  type MailboxUserRights,
} from '@crewhub/shared';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginTypes, mailboxes, mailboxUserRights, userRights } from '../../db/schema';

export const rightsRepository = {
  /**
   * The grants of a login's types plus its own, as one JSON array of { resource, right,
   * permissionTypes }: an SQL expression, so the request context reads them in the same
   * statement that sets the tenant and checks the session.
   */
  grantsJson: (tenantId: number, loginId: number, loginTypes: LoginTypeCode[]): SQL => {
    const byLogin = eq(userRights.loginId, loginId);
    const grantee = loginTypes.length
      ? or(byLogin, inArray(userRights.loginTypeCode, loginTypes))
      : byLogin;
    return sql`(select coalesce(json_agg(json_build_object('resource', ${userRights.resource}, 'right', ${userRights.right}, 'permissionTypes', ${userRights.permissionTypes})), '[]'::json) from ${userRights} where ${and(eq(userRights.tenantId, tenantId), grantee)})`;
  },

  mailboxRightsOf: async (
    tx: Executor,
    tenantId: number,
    loginId: number,
  ): Promise<MailboxUserRights> => {
    const rows = await tx
      .select({
        mailboxId: mailboxes.id,
        mailboxName: mailboxes.name,
        rights: mailboxUserRights.rights,
      })
      .from(mailboxUserRights)
      .innerJoin(
        mailboxes,
        and(
          eq(mailboxes.tenantId, mailboxUserRights.tenantId),
          eq(mailboxes.id, mailboxUserRights.mailboxId),
        ),
      )
      .where(and(eq(mailboxUserRights.tenantId, tenantId), eq(mailboxUserRights.loginId, loginId)))
      .orderBy(mailboxes.name);
    return rows.map((row) => ({
      mailboxId: row.mailboxId,
      mailboxName: row.mailboxName,
      rights: row.rights.filter((right): right is 'READ' | 'SEND' | 'DELETE' =>
        ['READ', 'SEND', 'DELETE'].includes(right),
      ),
    }));
  },

  loginTypes: async (tx: Executor, tenantId: number): Promise<LoginType[]> => {
    const rows = await tx
      .select({ code: loginTypes.code, caption: loginTypes.caption })
      .from(loginTypes)
      .where(eq(loginTypes.tenantId, tenantId))
      .orderBy(asc(loginTypes.code));
    return rows.flatMap((row) => {
      const code = loginTypeCodeSchema.safeParse(row.code);
      return code.success ? [{ code: code.data, caption: row.caption }] : [];
    });
  },
};
