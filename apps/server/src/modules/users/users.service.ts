import type { Page, User, UserListQuery } from '@crewhub/shared';
import type { Database } from '../../db/client';
import { withTenant } from '../../db/tenant-scope';
import type { RequestTenant } from '../../plugins/tenant';
import { usersRepository } from './users.repository';

export const listUsers = (
  db: Database,
  tenant: RequestTenant,
  query: UserListQuery,
): Promise<Page<User>> =>
  withTenant(db, tenant.id, async (tx) => {
    const { items, total } = await usersRepository.list(tx, tenant.id, query);
    return { items, total, page: query.page, limit: query.limit };
  });
