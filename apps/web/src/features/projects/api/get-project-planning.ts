import { crewBookingSchema, positionSchema, projectCrewSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

const base = (number: string) => `/projects/${encodeURIComponent(number)}`;

export const projectCrewsQueryOptions = (number: string) =>
  queryOptions({
    queryKey: projectKeys.crews(number),
    queryFn: () =>
      apiRequest(`${base(number)}/projectCrews`, { schema: z.array(projectCrewSchema) }),
    meta: { silent: true },
  });

export const projectPositionsQueryOptions = (number: string) =>
  queryOptions({
    queryKey: projectKeys.positions(number),
    queryFn: () =>
      apiRequest(`${base(number)}/projectCrewItems`, { schema: z.array(positionSchema) }),
    meta: { silent: true },
  });

/** Everyone on the project with their position and status (one call for all positions). */
export const crewBookingQueryOptions = (number: string) =>
  queryOptions({
    queryKey: projectKeys.booking(number),
    queryFn: () =>
      apiRequest(`${base(number)}/crewBooking`, { schema: z.array(crewBookingSchema) }),
    meta: { silent: true },
  });

export const useProjectCrews = (number: string) => useQuery(projectCrewsQueryOptions(number));
export const useProjectPositions = (number: string) =>
  useQuery(projectPositionsQueryOptions(number));
export const useCrewBooking = (number: string) => useQuery(crewBookingQueryOptions(number));
