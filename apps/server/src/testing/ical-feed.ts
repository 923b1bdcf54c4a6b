import ICAL from 'ical.js';
import { expect } from 'vitest';

export type FeedEvent = {
  uid: string;
  summary: string;
  status: string | null;
  sequence: number;
  stamp: string;
  start: string;
  end: string | null;
  allDay: boolean;
};

/**
 * Parses a feed with ical.js (a parser nobody here wrote) after checking RFC 5545's framing:
 * every line, the last included, ends with CRLF, and no bare LF hides inside.
 */
export const parseFeed = (body: string) => {
  expect(body.endsWith('\r\n')).toBe(true);
  expect(body.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  const calendar = new ICAL.Component(ICAL.parse(body));
  const events = calendar.getAllSubcomponents('vevent').map((component): FeedEvent => {
    const start = component.getFirstPropertyValue('dtstart') as ICAL.Time;
    const end = component.getFirstPropertyValue('dtend') as ICAL.Time | null;
    const stamp = component.getFirstPropertyValue('dtstamp') as ICAL.Time;
    return {
      uid: String(component.getFirstPropertyValue('uid')),
      summary: String(component.getFirstPropertyValue('summary')),
      status: (component.getFirstPropertyValue('status') as string | null) ?? null,
      sequence: Number(component.getFirstPropertyValue('sequence') ?? 0),
      stamp: stamp.toString(),
      start: start.toString(),
      end: end?.toString() ?? null,
      allDay: start.isDate,
    };
  });
  return { calendar, events };
};
