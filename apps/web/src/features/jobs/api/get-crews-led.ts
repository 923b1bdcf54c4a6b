import { crewChiefJobSchema, pageSchema } from '@crewhub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { jobKeys } from './job-keys';

const crewsLedPageSchema = pageSchema(crewChiefJobSchema);

/** Crews I lead from today on (GET /jobs/crewChief), soonest first. */
export const getCrewsLed = (limit: number) =>
  apiRequest(`/jobs/crewChief?${new URLSearchParams({ tab: 'upcoming', limit: String(limit) })}`, {
    schema: crewsLedPageSchema,
  });

export const crewsLedQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: jobKeys.crewsLed(limit),
    queryFn: () => getCrewsLed(limit),
    staleTime: 0,
    meta: { silent: true },
  });

/** "Show more" asks for a longer list; the shorter one stays on screen meanwhile. */
export const useCrewsLed = (limit: number) =>
  useQuery({ ...crewsLedQueryOptions(limit), placeholderData: keepPreviousData });
