import { appointmentTakesTime, type AppointmentStatus } from '../appointments/appointment.schema';
import type { CrewItemStatus } from '../planning/crew-item-status';
import {
  calendarLegendColours,
  positionColours,
  type PositionColourKey,
} from '../planning/calendar-colours';
import type { InternalKind } from '../planning/position-colour';
import { overlaps, type Interval } from '../jobs/job-times';

/** Days off the office books as internal projects (sickness, vacation, bank holidays). */
export type TimeOffKind = NonNullable<InternalKind>;

export type CalendarEventInput =
  | { kind: 'job'; status: CrewItemStatus; spare: boolean; changed: boolean; interval: Interval }
  | { kind: 'blockDate'; interval: Interval }
  | { kind: 'appointment'; status: AppointmentStatus; interval: Interval }
  | {
      kind: 'vacation';
      status: 'requested' | 'approved' | 'rejected';
      unpaid: boolean;
      interval: Interval;
    }
  | {
      kind: 'timeOff';
      timeOff: TimeOffKind;
      /** The assignment on the internal project; a dropped one books no time off. */
      status: CrewItemStatus;
      unpaid: boolean;
      interval: Interval;
    };

/**
 * Legend of the personal calendar: the shared legend plus the time-off colours
 * of the planning calendar, so a sick day or bank holiday reads the same on both.
 */
export const personalCalendarLegendColours = {
  blockedDate: calendarLegendColours.blockedDate,
  // An appointment with the office or a planner: its own colour, apart from jobs and days off.
  appointment: '#7048e8',
  confirmedJob: calendarLegendColours.confirmedJob,
  requestedJob: calendarLegendColours.requestedJob,
  requestedCrew: calendarLegendColours.requestedCrew,
  // The shared legend paints requested vacation like an unpaid vacation day; beside the
  // time-off entries a request needs a colour of its own.
  requestedVacation: '#f783ac',
  vacationDay: positionColours.vacationDay,
  vacationDayUnpaid: positionColours.vacationDayUnpaid,
  sickDay: positionColours.sickDay,
  bankHoliday: positionColours.bankHoliday,
  overlappingEvents: calendarLegendColours.overlappingEvents,
  multipleEvents: calendarLegendColours.multipleEvents,
  other: calendarLegendColours.other,
} as const;
export type PersonalLegendKey = keyof typeof personalCalendarLegendColours;

export type EventColour = {
  legend: PersonalLegendKey;
  /** The planning calendar's colour when one applies (confirmed, spare, changed, ...). */
  colourKey: PositionColourKey | null;
  colour: string;
};

const jobLegend: Partial<Record<CrewItemStatus, PersonalLegendKey>> = {
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

const timeOffKey = (timeOff: TimeOffKind, unpaid: boolean) => {
  if (timeOff === 'sickness') return 'sickDay';
  if (timeOff === 'bank_holiday') return 'bankHoliday';
  return unpaid ? 'vacationDayUnpaid' : 'vacationDay';
};

const withColour = (legend: PersonalLegendKey, colourKey: PositionColourKey | null) => ({
  legend,
  colourKey,
  colour: colourKey ? positionColours[colourKey] : personalCalendarLegendColours[legend],
});

const droppedStatuses: readonly CrewItemStatus[] = ['not_needed', 'cancelled'];

/**
 * Events a personal calendar shows: dropped positions and time off, rejected vacation and
 * declined or cancelled appointments are left out.
 */
export const isShownOnCalendar = (event: CalendarEventInput): boolean =>
  !(event.kind === 'job' && event.status === 'not_needed') &&
  !(event.kind === 'timeOff' && droppedStatuses.includes(event.status)) &&
  !(event.kind === 'vacation' && event.status === 'rejected') &&
  !(event.kind === 'appointment' && !appointmentTakesTime(event.status));

export const eventColour = (event: CalendarEventInput): EventColour => {
  if (event.kind === 'blockDate') return withColour('blockedDate', null);
  if (event.kind === 'appointment') return withColour('appointment', null);
  if (event.kind === 'timeOff') {
    const key = timeOffKey(event.timeOff, event.unpaid);
    return withColour(key, key);
  }
  if (event.kind === 'vacation') {
    if (event.status === 'requested') return withColour('requestedVacation', null);
    const key = event.unpaid ? 'vacationDayUnpaid' : 'vacationDay';
    return withColour(key, key);
  }
  return withColour(jobLegend[event.status] ?? 'other', jobColourKey(event));
};

/**
 * Two events clash when they overlap and one of them is work: a job beside another job, or on
 * a blocked day or day off. Days off that overlap each other (an approved vacation the office
 * also booked) are no clash.
 */
const clashes = (a: CalendarEventInput, b: CalendarEventInput) =>
  (a.kind === 'job' || b.kind === 'job') && overlaps(a.interval, b.interval);

/**
 * The colour of one day of the personal calendar: the event's own colour when it is alone,
 * "more than one event" when several do not clash, and the double-booking red when they do.
 */
export const classifyCalendarDay = (events: readonly CalendarEventInput[]): EventColour | null => {
  const shown = events.filter(isShownOnCalendar);
  const [first] = shown;
  if (!first) return null;
  if (shown.length === 1) return eventColour(first);
  const clash = shown.some((a, i) => shown.slice(i + 1).some((b) => clashes(a, b)));
  return clash
    ? {
        legend: 'overlappingEvents',
        colourKey: 'doubleBooking',
        colour: positionColours.doubleBooking,
      }
    : withColour('multipleEvents', null);
};

export const personalCalendarLegend = (
  Object.keys(personalCalendarLegendColours) as PersonalLegendKey[]
).map((key) => ({ key, colour: personalCalendarLegendColours[key] }));
