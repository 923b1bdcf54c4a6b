import { rowsOfColumns } from '../lists/columns';
import { dayOfNumber, timeOfMinutes } from '../lists/day-numbers';
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
  from,
  projects,
  crews,
  functions,
  positions,
}: PlanningCalendar): PlanningCalendarItem[] => {
  const project = lookup(new Map(rowsOfColumns(projects).map((row) => [row.id, row])));
  const crewName = lookup(new Map(rowsOfColumns(crews).map((row) => [row.id, row.name])));
  const functionName = lookup(new Map(rowsOfColumns(functions).map((row) => [row.id, row.name])));
  const dayOf = dayOfNumber(from);
  return rowsOfColumns(positions).map((position) => ({
    projectCrewItemId: position.id,
    projectNumber: project(position.projectId).number,
    projectName: project(position.projectId).name,
    projectCrewName: crewName(position.projectCrewId),
    functionName: functionName(position.functionId),
    spare: position.spare,
    startDate: dayOf(position.startDay),
    endDate: dayOf(position.endDay),
    startTime: timeOfMinutes(position.startMinute),
    endTime: timeOfMinutes(position.endMinute),
    amountOfRows: position.amountOfRows,
    confirmedCount: position.confirmedCount,
    colourKey: position.colourKey,
  }));
};
