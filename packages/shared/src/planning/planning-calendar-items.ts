import type { PositionColourKey } from './calendar-colours';
import type { PlanningCalendar } from './planning-calendar.schema';

/** One position of the planning calendar as the screen shows it. */
export type PlanningCalendarItem = {
  projectCrewItemId: number;
  projectNumber: string;
  projectName: string;
  projectCrewName: string;
  functionName: string;
  spare: boolean;
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
  amountOfRows: number;
  confirmedCount: number;
  colourKey: PositionColourKey;
};

/** Value i of a column; the answer's columns are all as long as its ids. */
const at = <T>(column: readonly T[], index: number): T => {
  if (index >= column.length) throw new Error('The planning calendar answer has a short column');
  return column[index] as T;
};

/** Looks a name up by id in a list of the answer. */
const lookup = <T>(list: { id: readonly number[] }, column: readonly T[]) => {
  const byId = new Map(list.id.map((id, index) => [id, at(column, index)]));
  return (id: number): T => {
    if (!byId.has(id)) throw new Error(`The planning calendar answer does not list id ${id}`);
    return byId.get(id) as T;
  };
};

/** The answer of GET /planningCalendarItems as one object per position, in its order. */
export const planningCalendarItems = ({
  projects,
  crews,
  functions,
  positions,
}: PlanningCalendar): PlanningCalendarItem[] => {
  const [projectNumber, projectName] = [
    lookup(projects, projects.number),
    lookup(projects, projects.name),
  ];
  const [crewName, functionName] = [lookup(crews, crews.name), lookup(functions, functions.name)];
  return positions.id.map((id, index) => {
    const projectId = at(positions.projectId, index);
    return {
      projectCrewItemId: id,
      projectNumber: projectNumber(projectId),
      projectName: projectName(projectId),
      projectCrewName: crewName(at(positions.projectCrewId, index)),
      functionName: functionName(at(positions.functionId, index)),
      spare: at(positions.spare, index),
      startDate: at(positions.startDate, index),
      endDate: at(positions.endDate, index),
      startTime: at(positions.startTime, index),
      endTime: at(positions.endTime, index),
      amountOfRows: at(positions.amountOfRows, index),
      confirmedCount: at(positions.confirmedCount, index),
      colourKey: at(positions.colourKey, index),
    };
  });
};
