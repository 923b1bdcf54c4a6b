import { describe, expect, it, vi } from 'vitest';
import { loadedOnce } from './loaded-once';

describe('loadedOnce', () => {
  it('loads on the first call and shares that load with every later call', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const get = loadedOnce(load);
    expect(load).not.toHaveBeenCalled();
    expect(await Promise.all([get(), get()])).toEqual(['module', 'module']);
    expect(await get()).toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('module');
    const get = loadedOnce(load);
    await expect(get()).rejects.toThrow('offline');
    expect(await get()).toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
