import type { TreeSummary } from '@crewhub/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiPost, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { OneXOneTreePage } from './one-x-one-tree-page';

const forest = (change: Partial<TreeSummary> = {}): TreeSummary => ({
  title: 'Green crew',
  companyTotal: 150,
  mine: 3,
  perYear: [
    { year: 2025, company: 100, mine: 2 },
    { year: 2026, company: 50, mine: 1 },
  ],
  myTrees: [{ id: 7, plantedOn: '2026-01-15', reason: 'Crew member of the month' }],
  canAssign: false,
  ...change,
});

beforeAll(loadTexts);

describe('OneXOneTreePage', () => {
  it('shows the tenant’s title, the counts and the forest per year', async () => {
    server.use(apiGet('/oneCrewOneTree', forest()));
    renderWithProviders(<OneXOneTreePage />);
    expect(await screen.findByRole('heading', { name: 'Green crew' })).toBeTruthy();
    expect(screen.getByTestId('trees-company').textContent).toContain('150');
    expect(screen.getByText('100 trees · 2 for you')).toBeTruthy();
    expect(screen.getByText('Each tree stands for 5 trees.')).toBeTruthy();
    expect(screen.getByText('Crew member of the month')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Plant trees' })).toBeNull();
  });

  it('falls back to its own title and lets the office plant trees', async () => {
    server.use(
      apiGet('/oneCrewOneTree', forest({ title: null, canAssign: true })),
      apiGet('/persons', {
        items: [
          {
            id: 4,
            firstName: 'Sanne',
            lastName: 'de Vries',
            name: 'Sanne de Vries',
            email: null,
            phone: null,
            city: 'Rotterdam',
            region: null,
            functions: [],
            temporary: false,
          },
        ],
        page: 1,
        limit: 20,
        total: 1,
      }),
      apiPost('/oneXOneTree/assign', { assigned: 2 }),
    );
    const user = userEvent.setup();
    renderWithProviders(<OneXOneTreePage />);
    expect(await screen.findByRole('heading', { name: 'One crew, one tree' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Plant trees' }));
    await user.click(screen.getByTestId('assign-trees-person'));
    await user.click(await screen.findByRole('option', { name: 'Sanne de Vries' }));
    await user.clear(screen.getByTestId('assign-trees-count'));
    await user.type(screen.getByTestId('assign-trees-count'), '2');
    await user.click(screen.getByRole('button', { name: 'Plant' }));
    await waitFor(() => expect(sentRequests({ method: 'POST' })).toHaveLength(1));
    expect(sentRequests({ method: 'POST' })[0]?.body).toMatchObject({
      personId: 4,
      count: 2,
      reason: null,
    });
  });
});
