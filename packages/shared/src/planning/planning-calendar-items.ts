import { rowsOfColumns } from '../lists/columns';
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

/** Looks a name up by id in a list of the answer. */
const lookup =
  <T>(names: Map<number, T>) =>
  (id: number): T => {
    const name = names.get(id);
    if (name === undefined) throw new Error(`The planning calendar answer does not list id ${id}`);
    return name;
  };

/** The answer of GET /planningCalendarItems as one object per position, in its order. */
export const planningCalendarItems = ({
  projects,
  crews,
  functions,
  positions,
}: PlanningCalendar): PlanningCalendarItem[] => {
  const project = lookup(new Map(rowsOfColumns(projects).map((row) => [row.id, row])));
  const crewName = lookup(new Map(rowsOfColumns(crews).map((row) => [row.id, row.name])));
  const functionName = lookup(new Map(rowsOfColumns(functions).map((row) => [row.id, row.name])));
  return rowsOfColumns(positions).map((position) => ({
    projectCrewItemId: position.id,
    projectNumber: project(position.projectId).number,
    projectName: project(position.projectId).name,
    projectCrewName: crewName(position.projectCrewId),
    functionName: functionName(position.functionId),
    spare: position.spare,
    startDate: position.startDate,
    endDate: position.endDate,
    startTime: position.startTime,
    endTime: position.endTime,
    amountOfRows: position.amountOfRows,
    confirmedCount: position.confirmedCount,
    colourKey: position.colourKey,
  }));
};
