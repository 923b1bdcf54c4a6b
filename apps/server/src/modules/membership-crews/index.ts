// What other modules may use from membership-crews; everything else stays inside the module.
export { membershipCrewsRepository } from './membership-crews.repository';
