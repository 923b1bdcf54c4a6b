import type { Job } from '@crewhub/shared';

/** A confirmed day shift as GET /jobs lists it; tests override what they are about. */
export const buildJob = (overrides: Partial<Job> = {}): Job => ({
  id: 7,
  status: 'confirmed',
  projectCrewItemId: 2,
  projectCrewId: 4,
  project: { id: 1, number: 'P-2026-042', name: 'Winter Expo' },
  crewName: 'Hall 2',
  shift: 'day',
  functionName: 'Stagehand',
  startDate: '2026-11-24',
  endDate: '2026-11-24',
  startTime: '08:00',
  endTime: '17:00',
  startsAt: '2026-11-24T07:00:00.000Z',
  endsAt: '2026-11-24T16:00:00.000Z',
  spare: false,
  location: null,
  isCrewChief: false,
  confirmedAt: null,
  checkInAt: null,
  checkOutAt: null,
  timeZone: 'Europe/Amsterdam',
  canConfirm: false,
  hasChanged: false,
  ...overrides,
});
