import { crewRatingSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { crewKeys } from './crew-keys';

/** The ratings I gave a person on this crew (my rating and comment). */
export const getMyRatings = (crewId: number, personId: number) =>
  apiRequest(
    `/crewRatings?${new URLSearchParams({ projectCrewId: String(crewId), personId: String(personId) })}`,
    { schema: z.array(crewRatingSchema) },
  );

export const myRatingsQueryOptions = (crewId: number, personId: number) =>
  queryOptions({
    queryKey: crewKeys.myRatings(crewId, personId),
    queryFn: () => getMyRatings(crewId, personId),
    meta: { silent: true },
  });

export const useMyRatings = (crewId: number, personId: number) =>
  useQuery(myRatingsQueryOptions(crewId, personId));
