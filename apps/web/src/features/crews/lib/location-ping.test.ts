import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PositionResult } from './geolocation';
import { locationPingIntervalMs, startLocationPings } from './location-ping';

const fix: PositionResult = { ok: true, latitude: 51.9, longitude: 4.5, accuracy: 12 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startLocationPings', () => {
  it('sends a ping every five minutes until stopped', async () => {
    const send = vi.fn(() => Promise.resolve());
    const stop = startLocationPings({ position: () => Promise.resolve(fix), send });
    await vi.advanceTimersByTimeAsync(locationPingIntervalMs - 1);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledWith({
      kind: 'ping',
      latitude: 51.9,
      longitude: 4.5,
      accuracy: 12,
    });
    await vi.advanceTimersByTimeAsync(locationPingIntervalMs);
    expect(send).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(locationPingIntervalMs * 3);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('skips rounds without a position and keeps going after a failed request', async () => {
    const position = vi
      .fn<() => Promise<PositionResult>>()
      .mockResolvedValueOnce({ ok: false, problem: 'timeout' })
      .mockResolvedValue(fix);
    const send = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const stop = startLocationPings({ position, send, intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(position).toHaveBeenCalledTimes(3);
    expect(send).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does not start a round while the previous one still waits for a fix', async () => {
    let resolve: (value: PositionResult) => void = () => undefined;
    const position = vi.fn(() => new Promise<PositionResult>((done) => (resolve = done)));
    const send = vi.fn(() => Promise.resolve());
    const stop = startLocationPings({ position, send, intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(position).toHaveBeenCalledTimes(1);
    resolve(fix);
    await vi.advanceTimersByTimeAsync(1000);
    expect(position).toHaveBeenCalledTimes(2);
    stop();
  });
});
