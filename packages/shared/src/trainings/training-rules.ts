import { addDays, addMonths } from '../lists/dates';
import type { TrainingStatus } from './training.schema';

/** Days before expiry a completed training shows as expiring. */
export const trainingExpiryWarningDays = 30;

/** The day a completion stops counting; null when it counts for good or is not done. */
export const trainingExpiresOn = (
  completedOn: string | null,
  validityMonths: number | null,
): string | null =>
  completedOn === null || validityMonths === null ? null : addMonths(completedOn, validityMonths);

/** Where a person stands with a training on `today` (all ISO dates). */
export const trainingStatus = (
  training: { dueDate: string | null; completedOn: string | null; expiresOn: string | null },
  today: string,
): TrainingStatus => {
  if (training.completedOn === null) {
    return training.dueDate !== null && training.dueDate < today ? 'overdue' : 'to_do';
  }
  if (training.expiresOn === null) return 'completed';
  if (training.expiresOn <= today) return 'expired';
  return addDays(today, trainingExpiryWarningDays) >= training.expiresOn ? 'expiring' : 'completed';
};
