import type { Project } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, shareLinks } from './share-event';

const project = {
  number: 'P-2026-001',
  name: 'Winter Expo',
  beginDate: '2026-06-01',
  companyName: 'Acme',
  comment: null,
  locationName: 'Ahoy',
} as Project;

describe('share links', () => {
  it('makes the feed address absolute', () => {
    expect(
      absoluteUrl('/api/v1/projects/P-1/calendar.ics?token=x', 'https://demo.crewhub.app'),
    ).toBe('https://demo.crewhub.app/api/v1/projects/P-1/calendar.ics?token=x');
  });

  it('invites to Google Calendar on the first day and shares the feed on WhatsApp', () => {
    const links = shareLinks(project, 'https://x/feed.ics');
    expect(links.google).toContain('calendar.google.com');
    expect(links.google).toContain('dates=20260601%2F20260602');
    expect(decodeURIComponent(links.whatsApp)).toContain('Winter Expo (P-2026-001)');
    expect(decodeURIComponent(links.whatsApp)).toContain('https://x/feed.ics');
  });

  it('has no Google invitation without a date', () => {
    expect(shareLinks({ ...project, beginDate: null }, null).google).toBeNull();
  });
});
