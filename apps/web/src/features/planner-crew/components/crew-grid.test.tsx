import type { CrewCalendarEntry, CrewCalendarRows } from '@crewhub/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { CrewGrid } from './crew-grid';

const days = ['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04'];
const person = (personId: number) => ({
  personId,
  firstName: 'Person',
  lastName: `No ${personId}`,
  city: null,
  regionId: null,
  functionIds: [],
});
const booking = (
  personId: number,
  day: string,
  projectNumber: string | null,
): CrewCalendarEntry => ({
  personId,
  kind: 'assignment',
  startDate: day,
  endDate: day,
  startTime: null,
  endTime: null,
  status: 'confirmed',
  assignmentId: personId,
  projectNumber,
  label: projectNumber ? `${projectNumber} - Rigger` : null,
  colourKey: 'confirmedPosition',
  colour: '#2f9e44',
});
const page = (
  people: number[],
  entries: CrewCalendarEntry[],
  total = people.length,
): CrewCalendarRows => ({
  from: days[0]!,
  to: days.at(-1)!,
  days,
  page: 1,
  limit: 500,
  total,
  people: people.map(person),
  entries,
});

const renderGrid = (calendar: CrewCalendarRows) =>
  renderWithProviders(
    <CrewGrid
      days={days}
      pages={[calendar]}
      total={calendar.total}
      label="Crew planner, June 2026"
      onNeedMore={() => undefined}
    />,
  );

/** The cell that holds the focus, by its place in the grid. */
const cell = (row: number, col: number) =>
  document.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`);
const tabStops = () => [...screen.getByRole('grid').querySelectorAll('[tabindex="0"]')];

beforeAll(loadTexts);
// jsdom lays nothing out: give the scroller the size of a screen so rows are drawn.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});

describe('CrewGrid', () => {
  it('is a grid that counts every person and day, virtual rows included', () => {
    renderGrid(page([1, 2, 3], [], 2000));
    const grid = screen.getByRole('grid', { name: 'Crew planner, June 2026' });
    expect(grid.getAttribute('aria-rowcount')).toBe('2001');
    expect(grid.getAttribute('aria-colcount')).toBe('5');
    const rows = within(grid).getAllByRole('row');
    expect(rows[1]?.getAttribute('aria-rowindex')).toBe('2');
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(5);
    expect(within(grid).getAllByRole('rowheader')[0]?.textContent).toContain('No 1, Person');
    // Far fewer rows than people are drawn.
    expect(rows.length).toBeLessThan(100);
  });

  it('tells each day by words as well as colour', () => {
    renderGrid(page([1], [booking(1, '2026-06-02', 'P-7')]));
    const booked = screen.getByTestId('crew-cell-1-2026-06-02');
    expect(booked.getAttribute('aria-label')).toBe('P-7 - Rigger');
    // The colour and the status icon are drawn by CSS from the key (status-marks.test.tsx).
    expect(booked.getAttribute('data-colour')).toBe('confirmedPosition');
    expect(document.head.querySelector('style[data-href="planner-crew-status-marks"]')).not.toBe(
      null,
    );
    expect(screen.getAllByRole('gridcell', { name: 'Nothing planned' })[0]).toBe(cell(0, 1));
  });

  it('is one tab stop that the arrows, Home, End and the page keys carry', async () => {
    renderGrid(page([1, 2, 3], [booking(2, '2026-06-04', 'P-7')]));
    expect(tabStops()).toEqual([cell(0, 1)]);
    await userEvent.tab();
    expect(document.activeElement).toBe(cell(0, 1));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toBe(cell(1, 3));
    expect(tabStops()).toEqual([cell(1, 3)]);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(cell(1, 0));
    expect(document.activeElement?.getAttribute('href')).toBe('/crew-profile/2');
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByTestId('crew-cell-2-2026-06-04'));
    expect(document.activeElement?.getAttribute('href')).toContain('P-7');
    await userEvent.keyboard('{PageDown}');
    expect(document.activeElement).toBe(cell(2, 4));
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    expect(document.activeElement).toBe(cell(0, 0));
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}');
    expect(document.activeElement).toBe(cell(0, 0));
    await userEvent.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement).toBe(cell(2, 4));
    // Tab leaves the grid at once: it holds one stop only.
    await userEvent.tab();
    expect(screen.getByRole('grid').contains(document.activeElement)).toBe(false);
  });

  it('makes a clicked cell the tab stop', async () => {
    renderGrid(page([1, 2], []));
    await userEvent.click(cell(1, 2)!);
    expect(tabStops()).toEqual([cell(1, 2)]);
  });

  it('opens projects and profiles inside the app, leaving modified clicks to the browser', async () => {
    const Where = () => <p data-testid="where">{useLocation().pathname}</p>;
    renderWithProviders(
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Where />
              <CrewGrid
                days={days}
                pages={[page([1], [booking(1, days[1]!, 'P-2026-007')])]}
                total={1}
                label="Crew planner, June 2026"
                onNeedMore={() => undefined}
              />
            </>
          }
        />
      </Routes>,
    );
    const user = userEvent.setup();
    const projectLink = screen.getByRole('link', { name: 'P-2026-007 - Rigger' });
    expect(projectLink.getAttribute('href')).toBe('/projects/P-2026-007');

    const opened = vi.fn((event: MouseEvent) => event.preventDefault());
    document.addEventListener('click', opened);
    await user.keyboard('{Control>}');
    await user.click(projectLink);
    await user.keyboard('{/Control}');
    document.removeEventListener('click', opened);
    expect(opened).toHaveBeenCalledOnce();
    expect(screen.getByTestId('where').textContent).toBe('/');

    await user.click(projectLink);
    expect(screen.getByTestId('where').textContent).toBe('/projects/P-2026-007');
    await user.click(screen.getByRole('link', { name: /No 1/ }));
    expect(screen.getByTestId('where').textContent).toBe('/crew-profile/1');
  });
});
