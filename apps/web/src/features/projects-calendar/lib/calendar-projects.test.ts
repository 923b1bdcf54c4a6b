import { projectStateColours } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { calendarProjects, type ProjectsCalendarItem } from './calendar-projects';

const project = (id: number, patch: Partial<ProjectsCalendarItem>): ProjectsCalendarItem => ({
  id,
  number: `P-${id}`,
  name: `Project ${id}`,
  state: 'confirmed',
  beginDate: '2026-06-01',
  endDate: '2026-06-03',
  ...patch,
});

describe('calendarProjects', () => {
  it('colours projects by state (confirmed, quoted, client draft)', () => {
    const items = calendarProjects(
      [project(1, {}), project(2, { state: 'quoted' }), project(3, { state: 'client_draft' })],
      ['confirmed', 'quoted', 'client_draft'],
    );
    expect(items.map((item) => item.colour)).toEqual([
      projectStateColours.confirmed,
      projectStateColours.quoted,
      projectStateColours.client_draft,
    ]);
  });

  it('keeps only the chosen states', () => {
    const items = calendarProjects(
      [project(1, {}), project(2, { state: 'quoted' }), project(3, { state: 'client_draft' })],
      ['confirmed', 'client_draft'],
    );
    expect(items.map((item) => item.id)).toEqual([1, 3]);
  });

  it('lets a project without (or with a broken) end last its first day', () => {
    const [open, broken] = calendarProjects(
      [project(1, { endDate: null }), project(2, { endDate: '2026-05-01' })],
      ['confirmed'],
    );
    expect(open?.endDate).toBe('2026-06-01');
    expect(broken?.endDate).toBe('2026-06-01');
  });
});
