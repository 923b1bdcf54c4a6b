import type { CrewCalendar } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { apiGet, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { searchPeople } from './search-people';

const answer: CrewCalendar = {
  from: '2026-06-01',
  to: '2026-06-01',
  days: ['2026-06-01'],
  page: 1,
  limit: 20,
  total: 2,
  people: {
    personId: [7, 8],
    firstName: ['Ann', 'Anna'],
    lastName: ['Lee', 'Berg'],
    city: ['Gent', null],
    regionId: [null, null],
    functionIds: [[1], []],
  },
  entries: {
    personId: [],
    kind: [],
    startDay: [],
    endDay: [],
    startMinute: [],
    endMinute: [],
    status: [],
    assignmentId: [],
    projectNumber: [],
    label: [],
    colourKey: [],
  },
};

describe('searchPeople', () => {
  it("lists the people of one day's crew planner by name, 20 at most", async () => {
    server.use(apiGet('/plannerCrewCalendar', answer));
    expect(await searchPeople('ann')).toEqual([
      { personId: 7, name: 'Ann Lee', city: 'Gent' },
      { personId: 8, name: 'Anna Berg', city: null },
    ]);
    const [request] = sentRequests({ path: '/plannerCrewCalendar' });
    expect(request?.query.get('q')).toBe('ann');
    expect(request?.query.get('limit')).toBe('20');
    expect(request?.query.get('from')).toBe(request?.query.get('to'));
  });
});
