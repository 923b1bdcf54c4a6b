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
        timeZone="Europe/Amsterdam"
      />,
    );
    const row = screen.getByTestId('calendar-event-timeOff-7');
    expect(within(row).getByText('Sick day')).toBeTruthy();
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it("shows days and times in the person's time zone, not the device's", () => {
    const event = {
      colourKey: null,
      colour: '#228be6',
      legend: 'blockedDate' as const,
      status: null,
    };
    renderWithProviders(
      <DayPanel
        date="2026-11-25"
        timeZone="Pacific/Auckland"
        day={{
          date: '2026-11-25',
          legend: 'multipleEvents',
          colourKey: null,
          colour: '#228be6',
          events: [
            // Wednesday 25 November, a whole day in Auckland (UTC+13).
            {
              ...event,
              kind: 'blockDate',
              id: 3,
              title: 'Exam',
              startsAt: '2026-11-24T11:00:00.000Z',
              endsAt: '2026-11-25T11:00:00.000Z',
            },
            {
              ...event,
              kind: 'job',
              id: 4,
              title: 'Stage build',
              status: 'confirmed',
              legend: 'confirmedJob',
              startsAt: '2026-11-24T20:00:00.000Z',
              endsAt: '2026-11-25T04:00:00.000Z',
            },
          ],
        }}
      />,
    );
    expect(
      within(screen.getByTestId('calendar-event-blockDate-3')).getByText(/Wed 25 Nov/),
    ).toBeTruthy();
    expect(screen.queryByText(/Tue 24 Nov/)).toBeNull();
    expect(
      within(screen.getByTestId('calendar-event-job-4')).getByText('09:00–17:00'),
    ).toBeTruthy();
  });
});
