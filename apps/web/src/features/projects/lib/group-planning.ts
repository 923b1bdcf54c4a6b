import {
  positionColourKey,
  type CrewBooking,
  type CrewItemStatus,
  type Position,
  type PositionColourKey,
  type ProjectCrew,
} from '@crewhub/shared';

export type PlannedPosition = Position & { people: CrewBooking[]; colourKey: PositionColourKey };
export type PlannedCrew = ProjectCrew & { positions: PlannedPosition[] };

// Booked people first, then those still asked, then the ones set aside.
const statusOrder: CrewItemStatus[] = [
  'confirmed',
  'requested',
  'applied',
  'spare',
  'no_show',
  'not_needed',
  'cancelled',
];

const byStatusThenName = (a: CrewBooking, b: CrewBooking) =>
  statusOrder.indexOf(a.status) - statusOrder.indexOf(b.status) ||
  a.personName.localeCompare(b.personName);

const byTime = (a: Position, b: Position) =>
  a.startDate.localeCompare(b.startDate) ||
  (a.startTime ?? '').localeCompare(b.startTime ?? '') ||
  a.functionName.localeCompare(b.functionName);

/** The colour a position has on the planning calendar, so both screens tell the same story. */
export const colourOfPosition = (position: Position, people: CrewBooking[]): PositionColourKey =>
  positionColourKey({
    spare: position.spare,
    changed: position.changedAt !== null,
    statuses: people.map((person) => person.status),
    amountOfRows: position.amountOfRows,
  });

/** Crews by date with their positions by time, each with the people on it. */
export const groupPlanning = (
  crews: readonly ProjectCrew[],
  positions: readonly Position[],
  booking: readonly CrewBooking[],
): PlannedCrew[] =>
  [...crews]
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name))
    .map((crew) => ({
      ...crew,
      positions: positions
        .filter((position) => position.projectCrewId === crew.id)
        .sort(byTime)
        .map((position) => {
          const people = booking
            .filter((person) => person.projectCrewItemId === position.id)
            .sort(byStatusThenName);
          return { ...position, people, colourKey: colourOfPosition(position, people) };
        }),
    }));

/** Confirmed of needed over a set of positions ("12 of 15 booked"). */
export const staffing = (positions: readonly Position[]) => ({
  needed: positions.reduce((sum, position) => sum + position.amountOfRows, 0),
  confirmed: positions.reduce(
    (sum, position) => sum + Math.min(position.confirmedCount, position.amountOfRows),
    0,
  ),
});
