import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh copy per test: the module remembers that the first screen was shown.
const load = () => import('./first-screen-shown');
beforeEach(() => {
  vi.resetModules();
});

describe('whenFirstScreenShown', () => {
  it('waits for the first screen, then runs each waiting task once', async () => {
    const { whenFirstScreenShown, markFirstScreenShown } = await load();
    const ran: string[] = [];
    whenFirstScreenShown(() => ran.push('worker'));
    whenFirstScreenShown(() => ran.push('settings'));
    expect(ran).toEqual([]);
    markFirstScreenShown();
    markFirstScreenShown();
    await Promise.resolve();
    expect(ran).toEqual(['worker', 'settings']);
  });

  it('runs work asked for after the first screen at once', async () => {
    const { whenFirstScreenShown, markFirstScreenShown } = await load();
    markFirstScreenShown();
    const task = vi.fn();
    whenFirstScreenShown(task);
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs the waiting work at the latest ten seconds after the page has loaded', async () => {
    vi.useFakeTimers();
    const { whenFirstScreenShown, markFirstScreenShownAfterLoad } = await load();
    const task = vi.fn();
    whenFirstScreenShown(task);
    markFirstScreenShownAfterLoad();
    await vi.advanceTimersByTimeAsync(9_000);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});
