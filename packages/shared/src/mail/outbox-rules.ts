/** Tries before a job is dead: about a day of retries with the backoff below. */
export const outboxMaxAttempts = 8;

const firstRetryMs = 30_000;
const longestRetryMs = 6 * 60 * 60_000;

/** Wait after the n-th failed try (1-based): 30 s, 1 min, 2 min, … doubling, at most 6 hours. */
export const retryDelayMs = (failedAttempts: number): number =>
  Math.min(firstRetryMs * 2 ** Math.max(0, failedAttempts - 1), longestRetryMs);

/** What a failed try leads to: another try later, or dead after the last one. */
export const afterFailure = (
  failedAttempts: number,
  maxAttempts: number,
  now: Date,
): { status: 'pending'; runAfter: Date } | { status: 'dead' } =>
  failedAttempts >= maxAttempts
    ? { status: 'dead' }
    : { status: 'pending', runAfter: new Date(now.getTime() + retryDelayMs(failedAttempts)) };
