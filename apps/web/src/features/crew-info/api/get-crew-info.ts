import { crewInfoSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const crewInfoKeys = { all: ['crew-info'] as const };

/** Information links plus what planners wrote for the crew on my upcoming jobs. */
export const getCrewInfo = () => apiRequest('/crewInfo', { schema: crewInfoSchema });

export const crewInfoQueryOptions = queryOptions({
  queryKey: crewInfoKeys.all,
  queryFn: getCrewInfo,
  meta: { silent: true },
});

export const useCrewInfo = () => useQuery(crewInfoQueryOptions);
