/** Relative luminance of a #rrggbb colour (WCAG 2), 0 = black … 1 = white. */
export const luminance = (hex: string): number => {
  const match = /^#?([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(hex.trim());
  if (!match) return 0;
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
};

/** Black or white text, whichever reads better on `background`. */
export const textColourOn = (background: string): '#000' | '#fff' =>
  // 0.179 is where black and white give the same contrast ratio on a background.
  luminance(background) > 0.179 ? '#000' : '#fff';
