import { crewProfileSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { crewProfileKeys } from './crew-profile-keys';

/** A crew member's profile; contact details only for callers with crewProfile CONTACT. */
export const getCrewProfile = (personId: number) =>
  apiRequest(`/crewProfile/${personId}`, { schema: crewProfileSchema });

export const crewProfileQueryOptions = (personId: number) =>
  queryOptions({
    queryKey: crewProfileKeys.detail(personId),
    queryFn: () => getCrewProfile(personId),
    meta: { silent: true },
  });

export const useCrewProfile = (personId: number) => useQuery(crewProfileQueryOptions(personId));
