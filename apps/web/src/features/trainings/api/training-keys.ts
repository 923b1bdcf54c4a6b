import type { TrainingStatus } from '@crewhub/shared';

export type TrainingFilter = { status: TrainingStatus | null };

export const trainingKeys = {
  all: ['trainings'] as const,
  list: (filter: TrainingFilter) => [...trainingKeys.all, 'list', filter] as const,
  courses: () => [...trainingKeys.all, 'courses'] as const,
};
