import { crewRatingTypeSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { crewKeys } from './crew-keys';

/** What a crew member is rated on (punctuality, teamwork ...): one rating per type. */
export const getCrewRatingTypes = () =>
  apiRequest('/crewRatingTypes', { schema: z.array(crewRatingTypeSchema) });

export const crewRatingTypesQueryOptions = () =>
  queryOptions({
    queryKey: crewKeys.ratingTypes(),
    queryFn: getCrewRatingTypes,
    // The office rarely changes them.
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });

export const useCrewRatingTypes = () => useQuery(crewRatingTypesQueryOptions());
