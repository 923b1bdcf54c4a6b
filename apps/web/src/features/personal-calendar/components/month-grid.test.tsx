import { calendarLegendColours } from '@crewhub/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { daysByDate } from '../lib/day-look';
import { MonthGrid } from './month-grid';

beforeAll(loadTexts);

const days = daysByDate([
  {
    date: '2026-11-23',
    legend: 'blockedDate',
    colourKey: null,
    colour: calendarLegendColours.blockedDate,
    events: [],
  },
]);

describe('MonthGrid', () => {
  it('colours days with events and leaves the others plain', () => {
    renderWithProviders(
      <MonthGrid
        month="2026-11"
        days={days}
        today="2026-11-20"
        selected={null}
        onSelect={vi.fn()}
      />,
    );
    const blocked = screen.getByTestId('calendar-day-2026-11-23');
    expect(blocked.dataset.colour).toBe(calendarLegendColours.blockedDate);
    expect(blocked.dataset.legend).toBe('blockedDate');
    expect(blocked.getAttribute('aria-label')).toMatch(/Blocked date$/);
    // Told by an icon as well as by colour.
    expect(blocked.querySelector('svg')).not.toBeNull();
    expect(screen.getByTestId('calendar-day-2026-11-24').dataset.colour).toBe('none');
    expect(screen.getByTestId('calendar-day-2026-10-26').dataset.outside).toBe('true');
  });

  it('reports the picked day', async () => {
    const onSelect = vi.fn();
    renderWithProviders(
      <MonthGrid
        month="2026-11"
        days={days}
        today="2026-11-20"
        selected={null}
        onSelect={onSelect}
      />,
    );
    await userEvent.setup().click(screen.getByTestId('calendar-day-2026-11-05'));
    expect(onSelect).toHaveBeenCalledWith('2026-11-05');
  });

  it('moves between days with the arrow keys and picks one with Enter', async () => {
    const onSelect = vi.fn();
    renderWithProviders(
      <MonthGrid
        month="2026-11"
        days={days}
        today="2026-11-20"
        selected="2026-11-05"
        onSelect={onSelect}
      />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(7);
    screen.getByTestId('calendar-day-2026-11-05').focus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    expect(document.activeElement).toBe(screen.getByTestId('calendar-day-2026-11-13'));
    expect(onSelect).toHaveBeenCalledWith('2026-11-13');
  });
});
