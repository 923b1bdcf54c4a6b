import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetConnection } from '@/lib/connection';
import { resetTenantSettingsSource } from '@/lib/fetch-tenant-settings';
import { loadSessionChecks } from '@/lib/session';
import { forgetSentRequests } from './api-handlers';
import { mediaQueryList } from './media-query';
import { server } from './api-server';

// findBy and waitFor give up after 1 s by default, which a busy two-core machine can pass while
// a whole screen renders; waiting longer never slows a passing test.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the layout APIs Mantine asks for.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => mediaQueryList(query, false)),
});

class ResizeObserverStub {
  observe = vi.fn();
  unobserve = vi.fn();
  disconnect = vi.fn();
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = vi.fn();
// jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: vi.fn(), removeEventListener: vi.fn() },
});

// A call without a handler fails the test instead of reaching a real network.
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The app loads these before its first render (main.tsx); tests start sessions right away.
  await loadSessionChecks();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  server.resetHandlers();
  forgetSentRequests();
  resetTenantSettingsSource();
  // Files share modules (vitest.config.ts): a spy on a shared object must not outlive its test.
  vi.restoreAllMocks();
  // After the spies: navigator.onLine is the device's again when the connection is recomputed.
  resetConnection();
});
afterAll(() => server.close());
