import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceTimeZone } from './device-time-zone';
import { warmUpDateFormats } from './warm-up-dates';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('warmUpDateFormats', () => {
  it('works out the device day in a task of its own, after the code that asked for it', () => {
    vi.useFakeTimers();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    warmUpDateFormats();
    expect(made).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(made).toHaveBeenCalled();
  });

  it("leaves the device zone's formatter made for the home's first render", async () => {
    // Fresh modules: zoned-time keeps its formatters for the whole run.
    vi.resetModules();
    const shared = await import('@crewhub/shared');
    const warmUp = await import('./warm-up-dates');
    vi.useFakeTimers();
    warmUp.warmUpDateFormats();
    vi.runAllTimers();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    shared.localDateOf(new Date(), deviceTimeZone());
    // Only the zone lookup itself; the day comes from the kept formatter.
    expect(made).toHaveBeenCalledTimes(1);
  });
});
