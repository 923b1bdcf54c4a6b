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

export const contrastRatio = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
};

const toHex = (channels: number[]): string =>
  `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * The colour itself when it already reaches `ratio` against `background`, else the lightest
 * darker shade of it (same hue, channels scaled down in 2% steps) that does. For darkening the
 * theme's palettes once at start-up.
 */
export const darkenToContrast = (hex: string, background: string, ratio: number): string => {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  for (let factor = 1; factor > 0; factor -= 0.02) {
    const candidate = toHex(channels.map((c) => c * factor));
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return '#000000';
};
