import type { Vacancy } from '@crewhub/shared';

export type ProjectVacancies = {
  project: Vacancy['project'];
  vacancies: Vacancy[];
  openRows: number;
  firstDate: string;
};

/** Open positions grouped per project, projects by their first open day, positions by time. */
export const groupByProject = (vacancies: readonly Vacancy[]): ProjectVacancies[] => {
  const groups = new Map<number, Vacancy[]>();
  for (const vacancy of vacancies) {
    groups.set(vacancy.project.id, [...(groups.get(vacancy.project.id) ?? []), vacancy]);
  }
  return [...groups.values()]
    .map((items) => {
      const sorted = [...items].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
      const first = sorted[0] as Vacancy;
      return {
        project: first.project,
        vacancies: sorted,
        openRows: sorted.reduce((sum, vacancy) => sum + vacancy.openRows, 0),
        firstDate: first.startDate,
      };
    })
    .sort(
      (a, b) =>
        a.firstDate.localeCompare(b.firstDate) || a.project.name.localeCompare(b.project.name),
    );
};
