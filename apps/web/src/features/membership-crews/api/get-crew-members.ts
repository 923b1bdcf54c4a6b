import { membershipCrewMemberSchema, pageSchema } from '@crewhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { membershipCrewKeys } from './membership-crew-keys';

/** The people to staff from with their contact details (blocked people left out). */
export const crewMembersQueryOptions = (id: number) =>
  queryOptions({
    queryKey: membershipCrewKeys.members(id),
    queryFn: async () =>
      (
        await apiRequest(`/pCrews/${id}/crewMembers`, {
          schema: pageSchema(membershipCrewMemberSchema),
        })
      ).items,
    meta: { silent: true },
  });

export const useCrewMembers = (id: number) => useQuery(crewMembersQueryOptions(id));
