import { membershipCrewsRepository } from './membership-crews.repository';

/** A page of membership crews by name; a company id narrows it to that client's crews. */
export const pageOfMembershipCrews = membershipCrewsRepository.page;
