import type { CrewPage } from '@crewhub/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, apiGet, apiPost, reply, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { crewMemberFixture, crewPageFixture } from '../testing/crew-page-fixture';
import { AttendanceView } from './attendance-page';

const hour = 3_600_000;
const now = Date.now();
const iso = (offset: number) => new Date(now + offset).toISOString();

const crewPage = (viewer: Partial<CrewPage['viewer']> = {}) => crewPageFixture(viewer, {}, now);

const geolocation = (outcome: 'granted' | 'denied'): Geolocation =>
  ({
    getCurrentPosition: (ok: PositionCallback, fail?: PositionErrorCallback | null) =>
      outcome === 'granted'
        ? ok({ coords: { latitude: 52.1, longitude: 5.1, accuracy: 8 } } as GeolocationPosition)
        : fail?.({
            code: 1,
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
          } as GeolocationPositionError),
  }) as unknown as Geolocation;

const useGeolocation = (outcome: 'granted' | 'denied') =>
  Object.defineProperty(navigator, 'geolocation', {
    value: geolocation(outcome),
    configurable: true,
  });

beforeAll(loadTexts);

describe('check-in', () => {
  it('sends the position and shows the check-in time', async () => {
    useGeolocation('granted');
    const recordedAt = iso(0);
    server.use(
      apiPost(
        '/projectCrews/5/liveLocations',
        reply(201, {
          message: 'Checked in',
          liveLocation: {
            id: 1,
            personId: 3,
            kind: 'check_in',
            latitude: 52.1,
            longitude: 5.1,
            accuracy: 8,
            recordedAt,
          },
          member: crewMemberFixture({ personId: 3, assignmentId: 9, checkInAt: recordedAt }, now),
        }),
      ),
      apiGet('/projectCrews/5/crewPage', crewPage({ checkInAt: recordedAt })),
    );
    renderWithProviders(<AttendanceView page={crewPage()} kind="check_in" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check in now' }));
    expect(await screen.findByTestId('attendance-done')).toBeTruthy();
    expect(sentRequests({ method: 'POST' })[0]?.body).toEqual({
      kind: 'check_in',
      latitude: 52.1,
      longitude: 5.1,
      accuracy: 8,
    });
    expect(screen.getByTestId('attendance-time').textContent).toMatch(/\d{2}:\d{2}/);
  });

  it('warns when location permission is refused and sends nothing', async () => {
    useGeolocation('denied');
    renderWithProviders(<AttendanceView page={crewPage()} kind="check_in" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check in now' }));
    expect(await screen.findByTestId('permission-warning')).toBeTruthy();
    expect(
      screen.getByText('Permissions were not granted. Some features may not work.'),
    ).toBeTruthy();
    expect(sentRequests()).toEqual([]);
  });

  it('explains the window instead of offering the button when it is too early', () => {
    renderWithProviders(
      <AttendanceView page={crewPage({ checkInOpensAt: iso(hour) })} kind="check_in" />,
    );
    expect(screen.getByTestId('attendance-tooEarly')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check in now' })).toBeNull();
  });

  it('shows the refusal the server gives', async () => {
    useGeolocation('granted');
    server.use(
      apiPost('/projectCrews/5/liveLocations', apiError(409, 'CHECK_IN_CLOSED')),
      apiGet('/projectCrews/5/crewPage', crewPage()),
    );
    renderWithProviders(<AttendanceView page={crewPage()} kind="check_in" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check in now' }));
    await waitFor(() =>
      expect(screen.getByTestId('attendance-refused').textContent).toBe('Check-in is closed.'),
    );
  });
});

describe('check-out', () => {
  it('says the job has not started when checked in early, and offers no button', () => {
    renderWithProviders(
      <AttendanceView
        page={crewPage({ checkInAt: iso(-hour / 2), startsAt: iso(hour) })}
        kind="check_out"
      />,
    );
    expect(screen.getByTestId('attendance-notStarted').textContent).toBe(
      'This job has not started yet',
    );
    expect(screen.queryByRole('button', { name: 'Check out now' })).toBeNull();
  });

  it("words the server's refusal of an early check-out", async () => {
    useGeolocation('granted');
    server.use(
      apiPost('/projectCrews/5/liveLocations', apiError(409, 'JOB_NOT_STARTED')),
      apiGet('/projectCrews/5/crewPage', crewPage()),
    );
    renderWithProviders(
      <AttendanceView
        page={crewPage({ checkInAt: iso(-2 * hour), startsAt: iso(-hour) })}
        kind="check_out"
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check out now' }));
    await waitFor(() =>
      expect(screen.getByTestId('attendance-refused').textContent).toBe(
        'This job has not started yet',
      ),
    );
  });

  it('asks to check in first', () => {
    renderWithProviders(<AttendanceView page={crewPage()} kind="check_out" />);
    expect(screen.getByTestId('attendance-needsCheckIn')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check out now' })).toBeNull();
  });
});
