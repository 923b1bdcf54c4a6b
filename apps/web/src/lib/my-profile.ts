import { profileSchema } from '@crewhub/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * The person's own profile, shared by the profile screen and whatever follows its settings
 * (the map service of location links): one query key, one cache entry.
 */
export const profileKeys = {
  all: ['profile'] as const,
  detail: (personId: number) => [...profileKeys.all, 'detail', personId] as const,
  approvals: () => [...profileKeys.all, 'approvals'] as const,
};

export const getProfile = (personId: number) =>
  apiRequest(`/persons/${personId}/profile`, { schema: profileSchema });

export const profileQueryOptions = (personId: number) =>
  queryOptions({
    queryKey: profileKeys.detail(personId),
    queryFn: () => getProfile(personId),
    meta: { silent: true },
  });
