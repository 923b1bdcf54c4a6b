import { vi } from 'vitest';

/** A media query's answer as jsdom lacks it: `matches` as given, listeners that never fire. */
export const mediaQueryList = (query: string, matches: boolean): MediaQueryList => ({
  media: query,
  matches,
  onchange: null,
  addListener: vi.fn(),
  removeListener: vi.fn(),
  addEventListener: vi.fn(),
  removeEventListener: vi.fn(),
  dispatchEvent: vi.fn(),
});
