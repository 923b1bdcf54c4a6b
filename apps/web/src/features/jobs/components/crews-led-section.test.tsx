import type { CrewChiefJob } from '@crewhub/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { CrewsLedSection } from './crews-led-section';

const crew = (id: number): CrewChiefJob => ({
  projectCrewId: id,
  name: `Crew ${id}`,
  date: '2026-11-23',
  shift: 'day',
  project: { id: 1, number: 'P-2026-042', name: 'Winter Expo' },
  location: { id: 2, name: 'Ahoy', city: 'Rotterdam' },
  members: 4,
  checkedIn: 1,
  deliveryNoteSignedAt: null,
  deliveryNoteReleasedAt: null,
});

/** Answers GET /jobs/crewChief with the first `limit` of `crews`. */
const serve = (crews: CrewChiefJob[]) =>
  server.use(
    apiGet('/jobs/crewChief', ({ query }) => {
      const limit = Number(query.get('limit'));
      return { items: crews.slice(0, limit), page: 1, limit, total: crews.length };
    }),
  );

beforeAll(loadTexts);

describe('CrewsLedSection', () => {
  it('links each crew I lead to its crew page, with more on request', async () => {
    serve(Array.from({ length: 12 }, (_, index) => crew(index + 1)));
    renderWithProviders(<CrewsLedSection />);
    const first = await screen.findByTestId('crew-led-1');
    expect(first.getAttribute('href')).toBe('/crews/1');
    expect(screen.getAllByText('1 of 4 checked in')).toHaveLength(10);
    expect(sentRequests()[0]?.query.get('tab')).toBe('upcoming');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show 2 more crews' }));
    await waitFor(() => expect(screen.getByTestId('crew-led-12')).toBeTruthy());
    expect(screen.queryByTestId('crews-led-more')).toBeNull();
  });

  it('stays hidden for people who lead no crew', async () => {
    serve([]);
    renderWithProviders(<CrewsLedSection />);
    await waitFor(() => expect(sentRequests()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('crews-led')).toBeNull();
  });
});
