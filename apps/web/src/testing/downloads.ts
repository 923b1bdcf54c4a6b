import { vi } from 'vitest';

export type SavedFile = { href: string; filename: string };

/**
 * Catches the downloads the app starts (a click on a link with `download`), which jsdom would
 * try to navigate to; call it in the test, and the setup restores the click afterwards.
 */
export const captureDownloads = (): SavedFile[] => {
  const saved: SavedFile[] = [];
  const click = HTMLAnchorElement.prototype.click;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (!this.download) return click.call(this);
    saved.push({ href: this.getAttribute('href') ?? '', filename: this.download });
  });
  return saved;
};
