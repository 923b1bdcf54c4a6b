import { positionColours } from '@crewhub/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { DayPanel } from './day-panel';

beforeAll(loadTexts);

describe('DayPanel', () => {
  it('names time off by its kind, without a job link or delete button', () => {
    renderWithProviders(
      <DayPanel
        date="2026-11-25"
        day={{
          date: '2026-11-25',
          legend: 'sickDay',
          colourKey: 'sickDay',
          colour: positionColours.sickDay,
          events: [
            {
              kind: 'timeOff',
              id: 7,
              title: 'Sickness',
              status: null,
              startsAt: '2026-11-24T23:00:00.000Z',
              endsAt: '2026-11-25T23:00:00.000Z',
              legend: 'sickDay',
              colourKey: 'sickDay',
              colour: positionColours.sickDay,
            },
          ],
        }}
      />,
    );
    const row = screen.getByTestId('calendar-event-timeOff-7');
    expect(within(row).getByText('Sick day')).toBeTruthy();
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(row).queryByRole('button')).toBeNull();
  });
});
