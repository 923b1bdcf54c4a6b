import { profileSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

export const getProfile = (personId: number) =>
  apiRequest(`/persons/${personId}/profile`, { schema: profileSchema });

export const profileQueryOptions = (personId: number) =>
  queryOptions({
    queryKey: profileKeys.detail(personId),
    queryFn: () => getProfile(personId),
    meta: { silent: true },
  });

export const useProfile = (personId: number) => useQuery(profileQueryOptions(personId));
