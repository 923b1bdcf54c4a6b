import type { Vacancy } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { groupByProject } from './group-vacancies';

const vacancy = (id: number, projectId: number, startsAt: string, openRows = 1) =>
  ({
    projectCrewItemId: id,
    project: { id: projectId, number: `P-${projectId}`, name: `Project ${projectId}` },
    startDate: startsAt.slice(0, 10),
    startsAt,
    openRows,
  }) as Vacancy;

describe('groupByProject', () => {
  it('groups per project, sums open rows and sorts by the first open day', () => {
    const groups = groupByProject([
      vacancy(1, 7, '2026-06-05T08:00:00Z', 2),
      vacancy(2, 3, '2026-06-02T08:00:00Z'),
      vacancy(3, 7, '2026-06-01T08:00:00Z', 3),
    ]);
    expect(groups.map((group) => group.project.id)).toEqual([7, 3]);
    expect(groups[0]?.vacancies.map((v) => v.projectCrewItemId)).toEqual([3, 1]);
    expect(groups[0]?.openRows).toBe(5);
  });

  it('is empty without vacancies', () => {
    expect(groupByProject([])).toEqual([]);
  });
});
