import type { Vacancy } from '@crewhub/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { VacanciesPage } from './vacancies-page';

const vacancy = (id: number, applied: boolean): Vacancy => ({
  projectCrewItemId: id,
  projectCrewId: 4,
  project: { id: 1, number: 'P-2026-909', name: 'Christmas Market Build' },
  crewName: 'Day crew',
  functionId: 2,
  functionName: 'Runner',
  startDate: '2026-12-02',
  endDate: '2026-12-02',
  startTime: '12:00',
  endTime: '20:00',
  startsAt: '2026-12-02T11:00:00.000Z',
  endsAt: '2026-12-02T19:00:00.000Z',
  location: { id: 3, name: 'Rotterdam Ahoy', city: 'Rotterdam' },
  crewInfo: 'Black clothing and safety shoes.',
  openRows: 1,
  applied,
  assignmentId: applied ? 50 : null,
});

beforeAll(loadTexts);

describe('VacanciesPage', () => {
  it('shows each vacancy as a compact card with its key facts and one action', async () => {
    server.use(
      apiGet('/vacancies', {
        items: [vacancy(1, false), vacancy(2, true)],
        page: 1,
        limit: 50,
        total: 2,
      }),
    );
    renderWithProviders(<VacanciesPage />);
    const open = await screen.findByTestId('vacancy-card-1');
    expect(within(open).getByText('Runner')).toBeTruthy();
    expect(within(open).getByText('Christmas Market Build')).toBeTruthy();
    expect(within(open).getByText('12:00–20:00')).toBeTruthy();
    expect(within(open).getByText('Rotterdam Ahoy, Rotterdam')).toBeTruthy();
    expect(
      within(open)
        .getAllByRole('button')
        .map((button) => button.dataset.testid),
    ).toEqual(['apply-button']);
    const applied = screen.getByTestId('vacancy-card-2');
    expect(within(applied).getByTestId('applied-badge')).toBeTruthy();
    expect(
      within(applied)
        .getAllByRole('button')
        .map((button) => button.dataset.testid),
    ).toEqual(['unapply-button']);
  });
});
