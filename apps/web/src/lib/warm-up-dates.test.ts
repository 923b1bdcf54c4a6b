import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpDateFormats } from './warm-up-dates';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('warmUpDateFormats', () => {
  it('formats one date in a task of its own, after the code that asked for it', () => {
    vi.useFakeTimers();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    warmUpDateFormats();
    expect(made).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(made).toHaveBeenCalledTimes(1);
  });
});
