import type { CrewItemStatus } from '../planning/crew-item-status';
import {
  calendarLegendColours,
  positionColours,
  type CalendarLegendKey,
  type PositionColourKey,
} from '../planning/calendar-colours';
import { overlaps, type Interval } from '../jobs/job-times';

export type CalendarEventInput =
  | { kind: 'job'; status: CrewItemStatus; spare: boolean; changed: boolean; interval: Interval }
  | { kind: 'blockDate'; interval: Interval }
  | {
      kind: 'vacation';
      status: 'requested' | 'approved' | 'rejected';
      unpaid: boolean;
      interval: Interval;
    };

export type EventColour = {
  legend: CalendarLegendKey;
  /** The section 4 position colour when one applies (confirmed, spare, changed, ...). */
  colourKey: PositionColourKey | null;
  colour: string;
};

const jobLegend: Partial<Record<CrewItemStatus, CalendarLegendKey>> = {
  confirmed: 'confirmedJob',
  requested: 'requestedJob',
  // An application asks the planner to be put on the crew.
  applied: 'requestedCrew',
};

const jobColourKey = (
  event: Extract<CalendarEventInput, { kind: 'job' }>,
): PositionColourKey | null => {
  if (event.status === 'cancelled') return 'cancellation';
  if (event.status === 'no_show') return 'absence';
  if (event.changed) return 'hasChanged';
  if (event.status === 'spare' || event.spare) return 'sparePosition';
  if (event.status === 'confirmed') return 'confirmedPosition';
  if (event.status === 'requested' || event.status === 'applied') return 'requestPending';
  return null;
};

const withColour = (legend: CalendarLegendKey, colourKey: PositionColourKey | null) => ({
  legend,
  colourKey,
  colour: colourKey ? positionColours[colourKey] : calendarLegendColours[legend],
});

/** Events a personal calendar shows: dropped positions and rejected requests are left out. */
export const isShownOnCalendar = (event: CalendarEventInput): boolean =>
  !(event.kind === 'job' && event.status === 'not_needed') &&
  !(event.kind === 'vacation' && event.status === 'rejected');

export const eventColour = (event: CalendarEventInput): EventColour => {
  if (event.kind === 'blockDate') return withColour('blockedDate', null);
  if (event.kind === 'vacation') {
    if (event.status === 'requested') return withColour('requestedVacation', null);
    return withColour('other', event.unpaid ? 'vacationDayUnpaid' : 'vacationDay');
  }
  return withColour(jobLegend[event.status] ?? 'other', jobColourKey(event));
};

/**
 * The colour of one day of the personal calendar: the event's own colour when it is alone,
 * "more than one event" when several do not touch, and the double-booking red when any two
 * overlap (a job on a blocked day counts as overlapping).
 */
export const classifyCalendarDay = (events: readonly CalendarEventInput[]): EventColour | null => {
  const shown = events.filter(isShownOnCalendar);
  const [first] = shown;
  if (!first) return null;
  if (shown.length === 1) return eventColour(first);
  const clash = shown.some((a, i) =>
    shown.slice(i + 1).some((b) => overlaps(a.interval, b.interval)),
  );
  return clash
    ? {
        legend: 'overlappingEvents',
        colourKey: 'doubleBooking',
        colour: positionColours.doubleBooking,
      }
    : withColour('multipleEvents', null);
};

export const personalCalendarLegend = (
  Object.keys(calendarLegendColours) as CalendarLegendKey[]
).map((key) => ({ key, colour: calendarLegendColours[key] }));
