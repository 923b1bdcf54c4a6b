import { publicCrewProfileSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { crewProfileKeys } from './crew-profile-keys';

/** The shareable profile: name, functions, picture and rating; nothing private. */
export const getPublicCrewProfile = (personId: number) =>
  apiRequest(`/public/crewProfile/${personId}`, { schema: publicCrewProfileSchema, auth: null });

export const publicCrewProfileQueryOptions = (personId: number) =>
  queryOptions({
    queryKey: crewProfileKeys.public(personId),
    queryFn: () => getPublicCrewProfile(personId),
    meta: { silent: true },
  });

export const usePublicCrewProfile = (personId: number) =>
  useQuery(publicCrewProfileQueryOptions(personId));
