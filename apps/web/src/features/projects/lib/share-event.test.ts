import type { Project } from '@crewhub/shared';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, whatsAppLink } from './share-event';

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

  it('shares the feed on WhatsApp', () => {
    const link = decodeURIComponent(whatsAppLink(project, 'https://x/feed.ics'));
    expect(link).toContain('Winter Expo (P-2026-001)');
    expect(link).toContain('https://x/feed.ics');
  });

  it('shares the title and feed without a date', () => {
    const link = decodeURIComponent(whatsAppLink({ ...project, beginDate: null }, null));
    expect(link).toContain('Winter Expo (P-2026-001)');
  });
});
