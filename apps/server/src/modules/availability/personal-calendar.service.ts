import {
  addDays,
  addMonths,
  classifyCalendarDay,
  dayRangeInterval,
  daysInRange,
  eventColour,
  isShownOnCalendar,
  jobHasChanged,
  personalCalendarLegend,
  type CalendarEventInput,
  type PersonalCalendar,
  type PersonalCalendarEvent,
  type PersonalCalendarQuery,
  zonedTimeToUtc,
} from '@crewhub/shared';
import { personIdOf } from '../../lib/person-scope';
import type { RequestContext } from '../../lib/request-context';
import { appointmentsTakingTime } from '../appointments';
import { intervalOf, jobsOfPerson, timeZoneOfPerson, type JobRow } from '../jobs';
import { availabilityRepository } from './availability.repository';

type DayEvent = {
  dates: string[];
  input: CalendarEventInput;
  dto: Pick<PersonalCalendarEvent, 'kind' | 'id' | 'title' | 'status'>;
};

const spanDates = (startDate: string, endDate: string | null) =>
  daysInRange(startDate, endDate ?? startDate);

/**
 * A job, or time off booked as an internal project: that covers whole days, whatever its
 * position's times, and has no job page to open.
 */
const bookingEvent = (row: JobRow, timeZone: string): DayEvent => {
  const dates = spanDates(row.startDate, row.endDate);
  if (row.internalKind) {
    return {
      dates,
      input: {
        kind: 'timeOff',
        timeOff: row.internalKind,
        status: row.status,
        unpaid: row.unpaid,
        interval: dayRangeInterval(row, timeZone),
      },
      dto: { kind: 'timeOff', id: row.id, title: row.projectName, status: null },
    };
  }
  return {
    dates,
    input: {
      kind: 'job',
      status: row.status,
      spare: row.spare,
      changed: jobHasChanged(row),
      interval: intervalOf(row),
    },
    dto: {
      kind: 'job',
      id: row.id,
      title: `${row.functionName} · ${row.projectName}`,
      status: row.status,
    },
  };
};

/** GET /personalCalendar: the month's jobs, time off, blocked dates, vacation and appointments, coloured. */
export const personalCalendar = async (
  ctx: RequestContext,
  query: PersonalCalendarQuery,
): Promise<PersonalCalendar> => {
  const personId = personIdOf(ctx);
  const first = `${query.month}-01`;
  const last = addDays(addMonths(first, 1), -1);
  const { tx } = ctx;
  const timeZone = await timeZoneOfPerson(tx, ctx.tenant.id, personId);
  const bookings = await jobsOfPerson(tx, ctx.tenant.id, {
    personId,
    endDateFrom: first,
    startDateTo: last,
    bookings: 'all',
  });
  const { blocks, vacations } = await availabilityRepository.unavailability(
    tx,
    ctx.tenant.id,
    personId,
    { from: first, to: last },
  );
  const appointments = await appointmentsTakingTime(tx, ctx.tenant.id, personId, {
    from: first,
    to: last,
  });
  const events: DayEvent[] = [
    ...bookings.map((row) => bookingEvent(row, timeZone)),
    ...blocks.map((row) => ({
      dates: spanDates(row.startDate, row.endDate),
      input: { kind: 'blockDate' as const, interval: dayRangeInterval(row, timeZone) },
      dto: { kind: 'blockDate' as const, id: row.id, title: row.reason, status: null },
    })),
    ...vacations.map((row) => ({
      dates: spanDates(row.startDate, row.endDate),
      input: {
        kind: 'vacation' as const,
        status: row.status,
        unpaid: row.unpaid,
        interval: dayRangeInterval(row, timeZone),
      },
      // No server-made words: the app names vacation by its legend entry, in the user's language.
      dto: { kind: 'vacation' as const, id: row.id, title: '', status: row.status },
    })),
    ...appointments.map((row) => ({
      dates: [row.date],
      input: {
        kind: 'appointment' as const,
        status: row.status,
        interval: {
          start: zonedTimeToUtc(row.date, row.startTime, timeZone),
          end: zonedTimeToUtc(row.date, row.endTime, timeZone),
        },
      },
      dto: { kind: 'appointment' as const, id: row.id, title: row.subject, status: row.status },
    })),
  ];
  const byDate = new Map<string, DayEvent[]>();
  for (const event of events) {
    for (const date of event.dates) byDate.set(date, [...(byDate.get(date) ?? []), event]);
  }
  const days = daysInRange(first, last).flatMap((date) => {
    const dayEvents = byDate.get(date) ?? [];
    const colour = classifyCalendarDay(dayEvents.map((event) => event.input));
    if (!colour) return [];
    const shown = dayEvents.filter((event) => isShownOnCalendar(event.input));
    return [
      {
        date,
        ...colour,
        events: shown.map((event) => ({
          ...event.dto,
          startsAt: event.input.interval.start.toISOString(),
          endsAt: event.input.interval.end.toISOString(),
          ...eventColour(event.input),
        })),
      },
    ];
  });
  return { month: query.month, timeZone, days, legend: personalCalendarLegend };
};
