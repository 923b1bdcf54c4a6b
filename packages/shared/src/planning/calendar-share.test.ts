import { describe, expect, it } from 'vitest';
import { googleCalendarLink, shareText, whatsAppShareLink } from './calendar-share';

const event = {
  title: 'Summer Stage – Build up',
  date: '2026-11-23',
  startTime: '08:00',
  endTime: '17:30',
  location: 'Ahoyweg 10, Rotterdam',
};

describe('calendar sharing', () => {
  it('builds a Google Calendar template link with wall-clock times', () => {
    const url = new URL(googleCalendarLink(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20261123T080000/20261123T173000');
    expect(url.searchParams.get('ctz')).toBe('Europe/Amsterdam');
    expect(url.searchParams.get('location')).toBe(event.location);
  });

  it('uses an all-day entry without times', () => {
    const url = new URL(googleCalendarLink({ title: 'Day', date: '2026-11-23' }));
    expect(url.searchParams.get('dates')).toBe('20261123/20261124');
  });

  it('builds a WhatsApp link with the event text', () => {
    const text = shareText(event, 'https://x.test/p');
    expect(text).toBe(
      'Summer Stage – Build up\n2026-11-23 08:00-17:30\nAhoyweg 10, Rotterdam\nhttps://x.test/p',
    );
    expect(whatsAppShareLink(text)).toBe(`https://wa.me/?text=${encodeURIComponent(text)}`);
  });
});
