import { addDays } from '../lists/dates';

/** What a shared calendar entry needs (one project crew or job). */
export type ShareableEvent = {
  title: string;
  date: string;
  startTime?: string | null;
  endTime?: string | null;
  details?: string | null;
  location?: string | null;
  /** IANA zone the wall-clock times are in. */
  timezone?: string;
};

const compact = (date: string, time: string) =>
  `${date.replaceAll('-', '')}T${time.replace(':', '')}00`;

/**
 * A Google Calendar "add event" link (invitation). Times stay wall-clock in the event's zone
 * (ctz) so the crew sees the hours the planner entered wherever their phone is set.
 */
export const googleCalendarLink = (event: ShareableEvent): string => {
  const dates =
    event.startTime && event.endTime
      ? `${compact(event.date, event.startTime)}/${compact(event.date, event.endTime)}`
      : // All-day entries end on the next day (exclusive end).
        `${event.date.replaceAll('-', '')}/${addDays(event.date, 1).replaceAll('-', '')}`;
  const params = new URLSearchParams({ action: 'TEMPLATE', text: event.title, dates });
  if (event.details) params.set('details', event.details);
  if (event.location) params.set('location', event.location);
  params.set('ctz', event.timezone ?? 'Europe/Amsterdam');
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
};

/** A WhatsApp share link with the text prefilled (the user picks the chat). */
export const whatsAppShareLink = (text: string): string =>
  `https://wa.me/?text=${encodeURIComponent(text)}`;

/** The message shared on WhatsApp for an event. */
export const shareText = (event: ShareableEvent, link?: string): string =>
  [
    event.title,
    [event.date, event.startTime && event.endTime ? `${event.startTime}-${event.endTime}` : '']
      .filter(Boolean)
      .join(' '),
    event.location ?? '',
    link ?? '',
  ]
    .filter(Boolean)
    .join('\n');
