import {
  buildUserRights,
  permissionTypeSchema,
  resourceSchema,
  rightNameSchema,
  type LoginType,
  type MailboxUserRights,
  type UserRights,
} from '@crewhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestContext } from '../../lib/request-context';
import type { RequestAuth } from '../../plugins/access';
import { rightsRepository } from './rights.repository';

const grantsSchema = z.array(
  z.object({ resource: z.string(), right: z.string(), permissionTypes: z.array(z.string()) }),
);

/** Guests hold no rights: what they may open is decided by the route's guest rule. */
export const callerGrantsJson = (tenantId: number, auth: RequestAuth): SQL =>
  auth.loginId === null
    ? sql`'[]'::json`
    : rightsRepository.grantsJson(tenantId, auth.loginId, auth.loginTypes);

/**
 * Grants (from `callerGrantsJson`) merged into the resource -> right map. Grants naming
 * resources or rights this version does not know are skipped, not fatal.
 */
export const toUserRights = (grants: unknown): UserRights =>
  buildUserRights(
    grantsSchema.parse(grants).flatMap((grant) => {
      const resource = resourceSchema.safeParse(grant.resource);
      const right = rightNameSchema.safeParse(grant.right);
      if (!resource.success || !right.success) return [];
      const permissionTypes = grant.permissionTypes.flatMap((type) => {
        const parsed = permissionTypeSchema.safeParse(type);
        return parsed.success ? [parsed.data] : [];
      });
      return [{ resource: resource.data, right: right.data, permissionTypes }];
    }),
  );

export const loadMailboxRights = ({
  tx,
  tenant,
  auth,
}: RequestContext): Promise<MailboxUserRights> => {
  const { loginId } = auth;
  if (loginId === null) return Promise.resolve([]);
  return rightsRepository.mailboxRightsOf(tx, tenant.id, loginId);
};

export const listLoginTypes = ({ tx, tenant }: RequestContext): Promise<LoginType[]> =>
  rightsRepository.loginTypes(tx, tenant.id);
