import { crewDayMemberSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { crewKeys } from './crew-keys';

export const getCrewMember = (crewId: number, personId: number) =>
  apiRequest(`/projectCrews/${crewId}/members/${personId}`, { schema: crewDayMemberSchema });

export const crewMemberQueryOptions = (crewId: number, personId: number) =>
  queryOptions({
    queryKey: crewKeys.member(crewId, personId),
    queryFn: () => getCrewMember(crewId, personId),
    meta: { silent: true },
  });

export const useCrewMember = (crewId: number, personId: number) =>
  useQuery(crewMemberQueryOptions(crewId, personId));
