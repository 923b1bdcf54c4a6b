import {
  projectStateColours,
  type ProjectState,
  type ProjectsCalendar,
  type RowOf,
} from '@crewhub/shared';

/** A project as the projects calendar receives it. */
export type ProjectsCalendarItem = RowOf<ProjectsCalendar>;

export type CalendarProject = {
  id: number;
  startDate: string;
  endDate: string;
  project: ProjectsCalendarItem;
  colour: string;
};

/**
 * Projects as calendar bars in their state's colour (the server sends only projects with a
 * begin date); one without an end, or with an end before its begin, lasts its first day.
 */
export const calendarProjects = (
  projects: readonly ProjectsCalendarItem[],
  shownStates: readonly ProjectState[],
): CalendarProject[] =>
  projects
    .filter((project) => shownStates.includes(project.state))
    .map((project) => {
      const startDate = project.beginDate;
      const endDate = project.endDate && project.endDate >= startDate ? project.endDate : startDate;
      return {
        id: project.id,
        startDate,
        endDate,
        project,
        colour: projectStateColours[project.state],
      };
    });
