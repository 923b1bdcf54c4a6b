import type { LiveLocationInput } from '@crewhub/shared';
import type { PositionResult } from './geolocation';

/** While checked in, the crew page shares the position this often. */
export const locationPingIntervalMs = 5 * 60_000;

type PingOptions = {
  position: () => Promise<PositionResult>;
  send: (input: LiveLocationInput) => Promise<unknown>;
  intervalMs?: number;
};

/**
 * Sends a `ping` with the current position every interval until stopped. A failed fix or
 * request is skipped, not retried: the next round comes soon enough, and a slow GPS fix never
 * lets rounds pile up.
 */
export const startLocationPings = ({
  position,
  send,
  intervalMs = locationPingIntervalMs,
}: PingOptions): (() => void) => {
  let busy = false;
  const round = async () => {
    const result = await position();
    if (!result.ok) return;
    const { latitude, longitude, accuracy } = result;
    await send({ kind: 'ping', latitude, longitude, accuracy });
  };
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    round()
      .catch(() => undefined)
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  return () => clearInterval(timer);
};
