import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/** The PNG data URL a drawn signature is sent as in tests. */
export const drawnSignature = 'data:image/png;base64,iVBORw0KGgo=';

// A 2D context whose drawing calls do nothing, where signature_pad only sets and calls.
const silentContext = (): CanvasRenderingContext2D =>
  new Proxy({} as CanvasRenderingContext2D, {
    get: (target, property) =>
      Reflect.has(target, property) ? Reflect.get(target, property) : () => undefined,
  });

/** jsdom has no canvas: call before each test that draws, so the real signature pad works. */
export const fakeCanvas = (): void => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(silentContext());
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(drawnSignature);
};

/** One stroke across the pad with the mouse (jsdom has no pointer events). */
export const drawSignature = (pad: HTMLElement): void => {
  fireEvent.mouseDown(pad, { buttons: 1, clientX: 10, clientY: 10 });
  fireEvent.mouseMove(window, { buttons: 1, clientX: 60, clientY: 30 });
  fireEvent.mouseUp(window, { buttons: 0, clientX: 60, clientY: 30 });
};
