import {
  buildUserRights,
  permissionTypeSchema,
  resourceSchema,
  rightNameSchema,
  loginTypeCodeSchema,
  type LoginType,
  type LoginTypeCode,
  type MailboxUserRights,
  type UserRights,
} from '@crewhub/shared';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginTypes, mailboxes, mailboxUserRights, userRights } from '../../db/schema';

export const rightsRepository = {
  /** Grants of the login's types plus its own, merged into the resource -> right map. */
  rightsOf: async (
    tx: Executor,
    tenantId: number,
    loginId: number,
    loginTypes: LoginTypeCode[],
  ): Promise<UserRights> => {
    const byLogin = eq(userRights.loginId, loginId);
    const rows = await tx
      .select({
        resource: userRights.resource,
        right: userRights.right,
        permissionTypes: userRights.permissionTypes,
      })
      .from(userRights)
      .where(
        and(
          eq(userRights.tenantId, tenantId),
          loginTypes.length ? or(byLogin, inArray(userRights.loginTypeCode, loginTypes)) : byLogin,
        ),
      );
    // Rows naming resources or rights this version does not know are skipped, not fatal.
    return buildUserRights(
      rows.flatMap((row) => {
        const resource = resourceSchema.safeParse(row.resource);
        const right = rightNameSchema.safeParse(row.right);
        if (!resource.success || !right.success) return [];
        const permissionTypes = row.permissionTypes.flatMap((type) => {
          const parsed = permissionTypeSchema.safeParse(type);
          return parsed.success ? [parsed.data] : [];
        });
        return [{ resource: resource.data, right: right.data, permissionTypes }];
      }),
    );
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
