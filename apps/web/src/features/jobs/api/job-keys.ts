import type { JobTab } from '@crewhub/shared';

export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (tab: JobTab) => [...jobKeys.lists(), tab] as const,
  detail: (id: number) => [...jobKeys.all, 'detail', id] as const,
  crewsLed: (limit: number) => [...jobKeys.all, 'crews-led', limit] as const,
  crewChiefSheet: (crewId: number) => [...jobKeys.all, 'crew-chief-sheet', crewId] as const,
};
