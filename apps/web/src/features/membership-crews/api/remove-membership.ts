import { messageSchema } from '@crewhub/shared';
import { apiRequest } from '@/lib/api-client';
import { useMembershipMutation } from './use-membership-mutation';

/** DELETE /plannerCrewMemberships/{id}; deletes send a body. */
export const removeMembership = (membershipId: number) =>
  apiRequest(`/plannerCrewMemberships/${membershipId}`, {
    method: 'DELETE',
    body: {},
    schema: messageSchema,
  });

export const useRemoveMembership = (crewId: number) =>
  useMembershipMutation(crewId, removeMembership);
