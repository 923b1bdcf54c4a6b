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
    expect(ran).toEqual(['worker', 'settings']);
  });

  it('runs work asked for after the first screen at once', async () => {
    const { whenFirstScreenShown, markFirstScreenShown } = await load();
    markFirstScreenShown();
    const task = vi.fn();
    whenFirstScreenShown(task);
    expect(task).toHaveBeenCalledOnce();
  });
});
