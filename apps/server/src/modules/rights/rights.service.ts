import type { LoginType, MailboxUserRights, UserRights } from '@crewhub/shared';
import type { Transaction } from '../../db/client';
import type { RequestContext } from '../../lib/request-context';
import type { RequestAuth } from '../../plugins/access';
import { rightsRepository } from './rights.repository';

/** Guests hold no rights: what they may open is decided by the route's guest rule. */
export const loadUserRights = (
  tx: Transaction,
  tenantId: number,
  auth: RequestAuth,
): Promise<UserRights> => {
  const { loginId } = auth;
  if (loginId === null) return Promise.resolve({});
  return rightsRepository.rightsOf(tx, tenantId, loginId, auth.loginTypes);
};

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
