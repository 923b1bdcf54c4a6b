import type { OngoingProject } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { ongoingProjectHref } from './ongoing-project-link';

const project = (via: OngoingProject['via']): OngoingProject => ({
  id: 1,
  number: 'P-2026-042',
  name: 'Winter Expo',
  beginDate: '2026-11-22',
  endDate: '2026-11-24',
  via,
});

describe('ongoingProjectHref', () => {
  it.each([
    ['a planner opens the project', { kind: 'job', id: 7 }, true, '/projects/P-2026-042'],
    ['crew open their job', { kind: 'job', id: 7 }, false, '/jobs/7'],
    ['a crew chief opens the crew', { kind: 'crew', id: 3 }, false, '/crews/3'],
  ] as const)('%s', (_label, via, canReadProjects, href) => {
    expect(ongoingProjectHref(project(via), canReadProjects)).toBe(href);
  });
});
