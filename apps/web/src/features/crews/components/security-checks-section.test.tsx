import { siteSecurityCheckFormId } from '@crewhub/shared';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTexts, renderWithProviders } from '@/testing/render';
import {
  crewPageFixture,
  jsonResponse,
  securityCheckFixture as check,
} from '../testing/crew-page-fixture';
import { SecurityChecksSection } from './security-checks-section';

const fetchMock = vi.fn<typeof fetch>();

beforeAll(loadTexts);
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('SecurityChecksSection', () => {
  it('links each date and shift to its check with its state', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, [
        check({ id: 2, shift: 'night', signedAt: '2026-11-23T22:00:00Z' }),
        check({
          id: 3,
          date: '2026-11-24',
          signedAt: '2026-11-24T18:00:00Z',
          sentAt: '2026-11-24T18:05:00Z',
        }),
      ]),
    );
    const page = crewPageFixture({ role: 'chief' }, { date: '2026-11-23', shift: 'day' });
    renderWithProviders(<SecurityChecksSection page={page} />);

    const due = await screen.findByTestId('security-check-link-2026-11-23-day');
    expect(due.getAttribute('href')).toBe(
      `/crews/5/security-check/${siteSecurityCheckFormId}/2026-11-23/day`,
    );
    expect(due.textContent).toContain('To do');
    expect(due.textContent).toContain('Shift: day');
    expect(screen.getByTestId('security-check-link-2026-11-23-night').textContent).toContain(
      'Signed',
    );
    expect(screen.getByTestId('security-check-link-2026-11-24-day').textContent).toContain('Sent');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/projectCrews/5/securityChecks');
  });
});
