import { pageSchema, userSchema, type User } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const officeTypes = new Set(['planners', 'planning', 'operations', 'office']);

/** People a to-do can be for: the tenant's planning and office accounts (GET /users). */
export const getColleagues = async (): Promise<User[]> => {
  const page = await apiRequest('/users?limit=1000', { schema: pageSchema(userSchema) });
  return page.items.filter(
    (user) => user.active && user.loginTypes.some((type) => officeTypes.has(type.code)),
  );
};

export const useColleagues = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: ['colleagues'],
      queryFn: getColleagues,
      staleTime: 5 * 60_000,
      enabled,
    }),
  );
