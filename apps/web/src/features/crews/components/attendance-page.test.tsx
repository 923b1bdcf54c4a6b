import type { CrewPage } from '@crewhub/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTexts, renderWithProviders } from '@/testing/render';
import { crewMemberFixture, crewPageFixture, jsonResponse } from '../testing/crew-page-fixture';
import { AttendanceView } from './attendance-page';

const fetchMock = vi.fn<typeof fetch>();
const json = jsonResponse;

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
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('check-in', () => {
  it('sends the position and shows the check-in time', async () => {
    useGeolocation('granted');
    const recordedAt = iso(0);
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? json(201, {
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
          })
        : json(200, crewPage({ checkInAt: recordedAt })),
    );
    renderWithProviders(<AttendanceView page={crewPage()} kind="check_in" />);
    await userEvent.setup().click(screen.getByTestId('check-in-button'));
    expect(await screen.findByTestId('attendance-done')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST') ?? [];
    expect(url).toBe('/api/v1/projectCrews/5/liveLocations');
    expect(JSON.parse(String(init?.body))).toEqual({
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
    await userEvent.setup().click(screen.getByTestId('check-in-button'));
    expect(await screen.findByTestId('permission-warning')).toBeTruthy();
    expect(
      screen.getByText('Permissions were not granted. Some features may not work.'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains the window instead of offering the button when it is too early', () => {
    renderWithProviders(
      <AttendanceView page={crewPage({ checkInOpensAt: iso(hour) })} kind="check_in" />,
    );
    expect(screen.getByTestId('attendance-tooEarly')).toBeTruthy();
    expect(screen.queryByTestId('check-in-button')).toBeNull();
  });

  it('shows the refusal the server gives', async () => {
    useGeolocation('granted');
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? json(409, { code: 'CHECK_IN_CLOSED', message: 'closed' })
        : json(200, crewPage()),
    );
    renderWithProviders(<AttendanceView page={crewPage()} kind="check_in" />);
    await userEvent.setup().click(screen.getByTestId('check-in-button'));
    await waitFor(() =>
      expect(screen.getByTestId('attendance-refused').textContent).toBe('Check-in is closed.'),
    );
  });
});

describe('check-out', () => {
  it('asks to check in first', () => {
    renderWithProviders(<AttendanceView page={crewPage()} kind="check_out" />);
    expect(screen.getByTestId('attendance-needsCheckIn')).toBeTruthy();
    expect(screen.queryByTestId('check-out-button')).toBeNull();
  });
});
