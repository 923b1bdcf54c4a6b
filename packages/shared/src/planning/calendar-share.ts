import { addDays } from '../lists/dates';

/** What a shared calendar entry needs (one project crew or job). */
export type ShareableEvent = {
  title: string;
  date: string;
  startTime?: string | null;
  endTime?: string | null;
  details?: string | null;
  location?: string | null;
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

/** UTC in the compact iCal form Google Calendar links take (20260601T180000Z). */
const compactUtc = (instant: Date) =>
  instant
    .toISOString()
    .replaceAll('-', '')
    .replaceAll(':', '')
    .replace(/\.\d{3}/, '');

/** Real instants, or whole days (first to last, both included) when nothing has times. */
export type CalendarSpan = { start: Date; end: Date } | { firstDay: string; lastDay: string };

const spanDates = (span: CalendarSpan) =>
  'start' in span
    ? `${compactUtc(span.start)}/${compactUtc(span.end)}`
    : `${span.firstDay.replaceAll('-', '')}/${addDays(span.lastDay, 1).replaceAll('-', '')}`;

/** A Google Calendar "add event" link covering a whole span, over several days if need be. */
export const googleCalendarSpanLink = (event: {
  title: string;
  span: CalendarSpan;
  details?: string | null;
  location?: string | null;
}): string => {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: spanDates(event.span),
  });
  if (event.details) params.set('details', event.details);
  if (event.location) params.set('location', event.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
};

/**
 * Subscribes Google Calendar to a feed: Google takes the feed as a webcal:// address in `cid`
 * and reads it again on its own schedule.
 */
export const googleCalendarSubscribeLink = (feedUrl: string): string =>
  `https://calendar.google.com/calendar/render?${new URLSearchParams({
    cid: feedUrl.replace(/^https?:\/\//, 'webcal://'),
  }).toString()}`;
