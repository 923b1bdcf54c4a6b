import { jobInterval } from '@crewhub/shared';
import type { notificationsRepository } from './notifications.repository';

export type JobRow = NonNullable<Awaited<ReturnType<typeof notificationsRepository.jobOf>>>;

/** The facts every job notice words: the project, the start in the person's zone, the place. */
export const jobFacts = (job: JobRow) => ({
  assignmentId: job.assignmentId,
  project: job.project,
  start: jobInterval(job, job.timeZone).start,
  place: job.place,
});
