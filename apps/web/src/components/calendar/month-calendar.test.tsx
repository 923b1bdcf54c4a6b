import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { MonthCalendar } from './month-calendar';

const bar = (id: number, startDate: string, endDate = startDate) => ({ id, startDate, endDate });

beforeAll(loadTexts);

describe('MonthCalendar', () => {
  it('draws Monday-first weeks with bars spanning their days', () => {
    renderWithProviders(
      <MonthCalendar
        month="2026-05"
        items={[bar(1, '2026-05-04', '2026-05-06')]}
        renderBar={(item) => <span data-testid={`bar-${item.id}`}>Bar {item.id}</span>}
      />,
    );
    expect(screen.getAllByText(/^Mon$/)).toHaveLength(1);
    const wrapper = screen.getByTestId('bar-1').parentElement;
    expect(wrapper?.style.gridColumn).toBe('1 / span 3');
  });

  it('hides bars beyond the lane cap behind "+n more" and lists them for the day', async () => {
    const items = [1, 2, 3, 4].map((id) => bar(id, '2026-05-05'));
    renderWithProviders(
      <MonthCalendar
        month="2026-05"
        items={items}
        maxLanes={2}
        renderBar={(item) => <span>Bar {item.id}</span>}
      />,
    );
    expect(screen.queryByText('Bar 3')).toBeNull();
    await userEvent.click(screen.getByTestId('calendar-more-2026-05-05'));
    const dialog = await screen.findByTestId('calendar-day-modal');
    expect(within(dialog).getAllByText(/^Bar \d$/)).toHaveLength(4);
  });

  it('moves between days with the arrow keys and opens a day with Enter', async () => {
    renderWithProviders(
      <MonthCalendar
        month="2026-05"
        items={[bar(1, '2026-05-12')]}
        renderBar={(item) => <span>Bar {item.id}</span>}
      />,
    );
    expect(screen.getByRole('grid')).toBeTruthy();
    expect(screen.getByTestId('calendar-cell-2026-05-01').tabIndex).toBe(0);
    screen.getByTestId('calendar-cell-2026-05-01').focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowLeft}{ArrowRight}{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByTestId('calendar-cell-2026-05-14'));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    const dialog = await screen.findByTestId('calendar-day-modal');
    expect(within(dialog).getByText('Bar 1')).toBeTruthy();
  });
});
