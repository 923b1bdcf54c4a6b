// What other modules may use from activities; everything else stays inside the module.
export { activitiesRepository, type ActivityInsert } from './activities.repository';
export { createActivity, listActivities } from './activities.service';
