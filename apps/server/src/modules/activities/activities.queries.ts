import { activitiesRepository } from './activities.repository';

export type { ActivityInsert } from './activities.repository';

/** Writes an activity other modules log in their own flow (payroll events), in their tx. */
export const insertActivity = activitiesRepository.insert;
