import type { Page, User, UserListQuery } from '@crewhub/shared';
import type { RequestContext } from '../../lib/request-context';
import { usersRepository } from './users.repository';

export const listUsers = async (
  { tx, tenant }: RequestContext,
  query: UserListQuery,
): Promise<Page<User>> => {
  const { items, total } = await usersRepository.list(tx, tenant.id, query);
  return { items, total, page: query.page, limit: query.limit };
};
