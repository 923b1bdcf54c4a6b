import ical, { ICalCalendarMethod, ICalEventStatus, type ICalEventData } from 'ical-generator';

/** One VEVENT as the feeds describe it; `id` is the stable UID. */
export type CalendarEvent = ICalEventData & { id: string };

export { ICalCalendarMethod, ICalEventStatus };

/** Calendar apps are asked to read a feed again after an hour (REFRESH-INTERVAL). */
const refreshSeconds = 60 * 60;

/**
 * Writes an iCalendar object (RFC 5545). Every feed and invitation goes through here, so they
 * share the rules: times are Date instants written in UTC (no VTIMEZONE needed), and every
 * content line ends with CRLF. ical-generator leaves the last line without one, which the RFC
 * forbids. A `method` (RFC 5546, e.g. REQUEST) makes it an invitation instead of a feed.
 */
export const writeCalendar = (feed: {
  name: string;
  prodId: string;
  events: CalendarEvent[];
  method?: ICalCalendarMethod;
}): string => {
  const calendar = ical({
    name: feed.name,
    prodId: feed.prodId,
    // A feed asks to be read again; an invitation is sent again when it changes.
    ttl: feed.method ? null : refreshSeconds,
    method: feed.method ?? null,
  });
  for (const event of feed.events) calendar.createEvent(event);
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
};
