// What other modules may use from membership-crews; everything else stays inside the module.
export { pageOfMembershipCrews } from './membership-crews.queries';
