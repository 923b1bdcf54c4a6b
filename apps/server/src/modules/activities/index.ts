// What other modules may use from activities; everything else stays inside the module.
export { insertActivity, type ActivityInsert } from './activities.queries';
export { createActivity, listActivities } from './activities.service';
