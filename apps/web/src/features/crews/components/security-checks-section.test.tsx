import { siteSecurityCheckFormId } from '@crewhub/shared';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { crewPageFixture, securityCheckFixture as check } from '../testing/crew-page-fixture';
import { SecurityChecksSection } from './security-checks-section';

beforeAll(loadTexts);

describe('SecurityChecksSection', () => {
  it('links each date and shift to its check with its state', async () => {
    server.use(
      apiGet('/projectCrews/5/securityChecks', [
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
    expect(due.textContent).toContain('Shift: Day');
    expect(screen.getByTestId('security-check-link-2026-11-23-night').textContent).toContain(
      'Signed',
    );
    expect(screen.getByTestId('security-check-link-2026-11-24-day').textContent).toContain('Sent');
  });
});
