import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { FindBestPersonPanel } from './find-best-person-panel';

const emptyPage = { items: [], page: 1, limit: 1000, total: 0 };

const ranking = {
  projectCrewItemId: 7,
  method: 'balanced',
  items: [
    {
      personId: 11,
      firstName: 'Julia',
      lastName: 'Vermeulen',
      city: 'Rotterdam',
      score: 81.5,
      reasons: [
        { rule: 'function', points: 40, code: 'inFunction', params: {} },
        { rule: 'distance', points: 24.8, code: 'distance', params: { km: 1 } },
        { rule: 'skills', points: 10, code: 'skillsHeld', params: { held: 1, asked: 2 } },
      ],
    },
    { personId: 12, firstName: 'Tess', lastName: 'Vos', city: null, score: 60, reasons: [] },
  ],
  excluded: [{ personId: 13, firstName: 'Bram', lastName: 'Kok', reason: 'doubleBooked' }],
};

beforeAll(loadTexts);
beforeEach(() =>
  server.use(
    apiGet('/projectCrewItems/7/bestPersons', ranking),
    apiGet('/findBestMethods', [{ code: 'balanced' }, { code: 'nearest' }]),
    // The filters' pick lists (functions, skills, ...) may stay empty here.
    apiGet('/*', emptyPage),
  ),
);

describe('FindBestPersonPanel', () => {
  it('ranks people with the reasons and points behind their rank', async () => {
    renderWithProviders(
      <FindBestPersonPanel
        positionId={7}
        assignedPersonIds={[]}
        onAssign={vi.fn()}
        assigningPersonId={null}
      />,
    );
    const first = await screen.findByTestId('best-person-11');
    expect(first.getAttribute('data-rank')).toBe('1');
    expect(within(first).getByText('Works in the requested function')).toBeTruthy();
    expect(within(first).getByText('Lives 1 km away')).toBeTruthy();
    expect(within(first).getByText('Has 1 of 2 requested skills')).toBeTruthy();
    expect(within(first).getByText('+24.8')).toBeTruthy();
    expect(screen.getByTestId('best-person-12').getAttribute('data-rank')).toBe('2');
    expect(screen.getByText('Not available (1)')).toBeTruthy();
    await userEvent.click(screen.getByTestId('best-persons-excluded'));
    expect(await screen.findByText(/Already booked at that time/)).toBeTruthy();
    expect(screen.getByText('Every rule counts the same')).toBeTruthy();
    const [ranked] = sentRequests({ path: '/projectCrewItems/7/bestPersons' });
    expect(ranked?.query.get('method')).toBe('balanced');
  });

  it('assigns a person and marks those already on the position', async () => {
    const onAssign = vi.fn();
    renderWithProviders(
      <FindBestPersonPanel
        positionId={7}
        assignedPersonIds={[12]}
        onAssign={onAssign}
        assigningPersonId={null}
      />,
    );
    const assigned = within(await screen.findByTestId('best-person-12')).getByTestId(
      'assign-button',
    );
    expect(assigned.hasAttribute('disabled')).toBe(true);
    expect(assigned.textContent).toBe('Assigned');
    await userEvent.click(
      within(screen.getByTestId('best-person-11')).getByTestId('assign-button'),
    );
    expect(onAssign).toHaveBeenCalledWith(11);
  });
});
