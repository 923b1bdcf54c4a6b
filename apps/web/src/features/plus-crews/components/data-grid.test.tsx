import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPost, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { DataGrid } from './data-grid';

const turnoverRow = {
  id: 1,
  plusCrewValueId: 12,
  valueTypeId: 2,
  date: '2028-02-29',
  amountCents: 10_000,
  hours: null,
  dataSourceType: 'manual' as const,
};

beforeAll(loadTexts);

describe('DataGrid', () => {
  it('moves down a column with Enter, totals what is typed and saves only changed days', async () => {
    server.use(apiPost('/plusCrews/:number/days', { message: 'Saved' }));
    renderWithProviders(
      <DataGrid
        number="PC-001"
        plusCrewId={5}
        month="2028-02"
        rows={{ turnover: [turnoverRow], target: [], hours: [] }}
        defaultTargetCents={() => 180_000}
      />,
    );
    const user = userEvent.setup();
    const grid = screen.getByTestId('data-grid');
    const cell = (column: string, row: number) =>
      grid.querySelector<HTMLInputElement>(`input[data-column="${column}"][data-row="${row}"]`)!;
    expect(grid.querySelectorAll('tbody tr')).toHaveLength(29);
    expect(cell('turnover', 28).value).toBe('100');
    expect(cell('target', 0).placeholder).toBe('1800');

    await user.type(cell('turnover', 0), '250.5{Enter}');
    expect(document.activeElement).toBe(cell('turnover', 1));
    await user.type(cell('hours', 0), '7.5');
    expect(within(screen.getByTestId('grid-totals')).getByText('€350.50')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sentRequests({ method: 'POST' })[0]?.body).toEqual({
        month: '2028-02',
        days: [{ date: '2028-02-01', actualTurnoverCents: 25_050, staffHours: 7.5 }],
      }),
    );
  });
});
