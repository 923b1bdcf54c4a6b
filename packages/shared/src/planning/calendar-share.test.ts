import { describe, expect, it } from 'vitest';
import {
  googleCalendarSpanLink,
  googleCalendarSubscribeLink,
  shareText,
  whatsAppShareLink,
} from './calendar-share';

const event = {
  title: 'Summer Stage – Build up',
  date: '2026-11-23',
  startTime: '08:00',
  endTime: '17:30',
  location: 'Ahoyweg 10, Rotterdam',
};

describe('calendar sharing', () => {
  it('builds a WhatsApp link with the event text', () => {
    const text = shareText(event, 'https://x.test/p');
    expect(text).toBe(
      'Summer Stage – Build up\n2026-11-23 08:00-17:30\nAhoyweg 10, Rotterdam\nhttps://x.test/p',
    );
    expect(whatsAppShareLink(text)).toBe(`https://wa.me/?text=${encodeURIComponent(text)}`);
  });
});

describe('googleCalendarSpanLink', () => {
  it('carries the real start and end in UTC, across days', () => {
    const link = googleCalendarSpanLink({
      title: 'Winter Expo',
      span: { start: new Date('2026-06-01T16:00:00Z'), end: new Date('2026-06-03T01:30:00Z') },
    });
    expect(new URL(link).searchParams.get('dates')).toBe('20260601T160000Z/20260603T013000Z');
  });

  it('covers every day of an untimed span, the end exclusive', () => {
    const link = googleCalendarSpanLink({
      title: 'Winter Expo',
      span: { firstDay: '2026-06-01', lastDay: '2026-06-03' },
    });
    expect(new URL(link).searchParams.get('dates')).toBe('20260601/20260604');
  });
});

describe('googleCalendarSubscribeLink', () => {
  it('hands Google the feed as a webcal address', () => {
    const link = googleCalendarSubscribeLink('https://demo.crewhub.app/api/v1/feed/abc.ics');
    expect(new URL(link).searchParams.get('cid')).toBe(
      'webcal://demo.crewhub.app/api/v1/feed/abc.ics',
    );
  });
});
