import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Switches the device's network as the browser would: navigator.onLine and its event. The spy
 * is restored after each test (setup.ts), and lib/connection.ts forgets the server's state.
 */
export const setDeviceOnline = (online: boolean): void =>
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
