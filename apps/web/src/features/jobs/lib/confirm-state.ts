import type { Job } from '@crewhub/shared';

/**
 * What the job screen offers for confirming: a requested job may be confirmed
 * until it starts; after that the person has to contact planning.
 */
export type ConfirmState = 'confirmable' | 'alreadyStarted' | 'confirmed' | 'none';

export const confirmStateOf = (
  job: Pick<Job, 'status' | 'startsAt' | 'canConfirm'>,
  now: Date,
): ConfirmState => {
  if (job.status === 'confirmed') return 'confirmed';
  if (job.status !== 'requested') return 'none';
  // The server decided when the job was loaded; the clock may have passed the start since.
  const started = now.getTime() >= new Date(job.startsAt).getTime();
  return job.canConfirm && !started ? 'confirmable' : 'alreadyStarted';
};
