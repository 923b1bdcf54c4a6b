import { membershipResultSchema, type MembershipKind } from '@crewhub/shared';
import { apiRequest } from '@/lib/api-client';
import { useMembershipMutation } from './use-membership-mutation';

export type AddMembershipInput = { personId: number; kind: MembershipKind };

/** POST /plannerCrewMemberships: adds the person, or changes member/favourite/blocked. */
export const addMembership = (crewId: number, { personId, kind }: AddMembershipInput) =>
  apiRequest('/plannerCrewMemberships', {
    method: 'POST',
    body: { plannerCrewId: crewId, personId, kind },
    schema: membershipResultSchema,
  });

export const useAddMembership = (crewId: number) =>
  useMembershipMutation(crewId, (input: AddMembershipInput) => addMembership(crewId, input));
