export type GeoProblem = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export type PositionResult =
  | { ok: true; latitude: number; longitude: number; accuracy: number | null }
  | { ok: false; problem: GeoProblem };

// Outdoors a fresh GPS fix can take a while; a minute-old fix is still on site.
const defaultOptions: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 20_000,
  maximumAge: 60_000,
};

const problemOf = (error: GeolocationPositionError): GeoProblem => {
  if (error.code === error.PERMISSION_DENIED) return 'denied';
  if (error.code === error.TIMEOUT) return 'timeout';
  return 'unavailable';
};

/** One position from the browser, never throwing: problems come back as values. */
export const currentPosition = (
  geolocation: Geolocation | null = globalThis.navigator?.geolocation ?? null,
  options: PositionOptions = defaultOptions,
): Promise<PositionResult> =>
  new Promise((resolve) => {
    if (!geolocation) {
      resolve({ ok: false, problem: 'unsupported' });
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          ok: true,
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: Number.isFinite(coords.accuracy) ? Math.min(coords.accuracy, 100_000) : null,
        }),
      (error) => resolve({ ok: false, problem: problemOf(error) }),
      options,
    );
  });

/** Whether location access was refused before we ask (not every browser can tell). */
export const locationPermission = async (): Promise<PermissionState | 'unknown'> => {
  try {
    const status = await globalThis.navigator?.permissions?.query({ name: 'geolocation' });
    return status?.state ?? 'unknown';
  } catch {
    return 'unknown';
  }
};
