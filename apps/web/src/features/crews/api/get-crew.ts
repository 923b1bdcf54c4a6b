import { crewPageSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { crewKeys } from './crew-keys';

/** The crew page: job view, location, contacts, members, my check-in, delivery note status. */
export const getCrew = (crewId: number) =>
  apiRequest(`/projectCrews/${crewId}/crewPage`, { schema: crewPageSchema });

export const crewQueryOptions = (crewId: number) =>
  queryOptions({
    queryKey: crewKeys.page(crewId),
    queryFn: () => getCrew(crewId),
    // On site things move fast: check-ins and signatures by others.
    staleTime: 0,
    meta: { silent: true },
  });

export const useCrew = (crewId: number) => useQuery(crewQueryOptions(crewId));
