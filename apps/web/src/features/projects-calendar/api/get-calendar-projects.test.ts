import type { ProjectsCalendar } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { apiGet, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { getCalendarProjects } from './get-calendar-projects';

const answer: ProjectsCalendar = {
  id: [4, 9],
  number: ['P-2026-004', 'P-2026-009'],
  name: ['Gala', 'Expo'],
  beginDate: ['2026-06-02', '2026-06-20'],
  endDate: [null, '2026-06-22'],
  state: ['confirmed', 'quoted'],
};

describe('getCalendarProjects', () => {
  it("asks the period's projects and gives one object per project, in the answer's order", async () => {
    server.use(apiGet('/projectsCalendarItems', answer));
    expect(await getCalendarProjects('2026-06-01', '2026-07-12')).toEqual([
      {
        id: 4,
        number: 'P-2026-004',
        name: 'Gala',
        beginDate: '2026-06-02',
        endDate: null,
        state: 'confirmed',
      },
      {
        id: 9,
        number: 'P-2026-009',
        name: 'Expo',
        beginDate: '2026-06-20',
        endDate: '2026-06-22',
        state: 'quoted',
      },
    ]);
    const [request] = sentRequests({ path: '/projectsCalendarItems' });
    expect(Object.fromEntries(request!.query)).toEqual({ from: '2026-06-01', to: '2026-07-12' });
  });

  it('refuses an answer whose columns do not fit the schema', async () => {
    server.use(apiGet('/projectsCalendarItems', { ...answer, state: ['confirmed', 'cancelled'] }));
    await expect(getCalendarProjects('2026-06-01', '2026-07-12')).rejects.toThrow();
  });
});
