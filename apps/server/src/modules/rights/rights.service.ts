import type { LoginType, MailboxUserRights, UserRights } from '@crewhub/shared';
import type { Database } from '../../db/client';
import { withTenant } from '../../db/tenant-scope';
import type { RequestAuth } from '../../plugins/access';
import type { RequestTenant } from '../../plugins/tenant';
import { rightsRepository } from './rights.repository';

/** Guests hold no rights: what they may open is decided by the route's guest rule. */
export const loadUserRights =
  (db: Database) =>
  (tenant: RequestTenant, auth: RequestAuth): Promise<UserRights> => {
    const { loginId } = auth;
    if (loginId === null) return Promise.resolve({});
    return withTenant(db, tenant.id, (tx) =>
      rightsRepository.rightsOf(tx, tenant.id, loginId, auth.loginTypes),
    );
  };

export const loadMailboxRights = (
  db: Database,
  tenant: RequestTenant,
  auth: RequestAuth,
): Promise<MailboxUserRights> => {
  const { loginId } = auth;
  if (loginId === null) return Promise.resolve([]);
  return withTenant(db, tenant.id, (tx) =>
    rightsRepository.mailboxRightsOf(tx, tenant.id, loginId),
  );
};

export const listLoginTypes = (db: Database, tenant: RequestTenant): Promise<LoginType[]> =>
  withTenant(db, tenant.id, (tx) => rightsRepository.loginTypes(tx, tenant.id));
