import { describe, expect, it, vi } from 'vitest';
import { currentPosition } from './geolocation';

const failing = (code: number): Geolocation =>
  ({
    getCurrentPosition: vi.fn((_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
      fail?.({
        code,
        message: 'no',
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      } as GeolocationPositionError),
    ),
  }) as unknown as Geolocation;

describe('currentPosition', () => {
  it('returns the coordinates', async () => {
    const geolocation = {
      getCurrentPosition: vi.fn((ok: PositionCallback) =>
        ok({ coords: { latitude: 52.37, longitude: 4.89, accuracy: 12 } } as GeolocationPosition),
      ),
    } as unknown as Geolocation;
    expect(await currentPosition(geolocation)).toEqual({
      ok: true,
      latitude: 52.37,
      longitude: 4.89,
      accuracy: 12,
    });
  });

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
  ])('maps error code %i to %s', async (code, problem) => {
    expect(await currentPosition(failing(code))).toEqual({ ok: false, problem });
  });

  it('reports browsers without geolocation', async () => {
    expect(await currentPosition(null)).toEqual({ ok: false, problem: 'unsupported' });
  });
});
