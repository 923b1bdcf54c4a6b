import { vi } from 'vitest';

/**
 * jsdom has neither a secure context nor a clipboard: copy buttons then write to the returned
 * spy. Call it after userEvent.setup(), which puts a clipboard of its own in place.
 */
export const stubClipboard = () => {
  const writeText = vi.fn(async (_text: string): Promise<void> => undefined);
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
};
