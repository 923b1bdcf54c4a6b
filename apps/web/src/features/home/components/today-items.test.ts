import type { AgendaItem } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { todayItems } from './home-blocks';

const crew = (projectCrewId: number, startDate: string): AgendaItem => ({
  kind: 'crew',
  projectCrewId,
  name: `Crew ${projectCrewId}`,
  shift: 'day',
  project: { id: 1, number: 'P-1', name: 'Expo' },
  location: null,
  startDate,
  endDate: startDate,
  startTime: '08:00',
  endTime: '17:00',
  startsAt: `${startDate}T07:00:00.000Z`,
  endsAt: `${startDate}T16:00:00.000Z`,
});

describe('todayItems', () => {
  it('puts what runs now first, then the rest of today, once each and nothing later', () => {
    const running = crew(1, '2026-11-26');
    const later = crew(2, '2026-11-26');
    const tomorrow = crew(3, '2026-11-27');
    expect(
      todayItems({ now: [running], ongoingAndNextJobs: [running, later, tomorrow] }, '2026-11-26'),
    ).toEqual([running, later]);
  });
});
