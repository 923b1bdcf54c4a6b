type Channels = readonly [number, number, number];

/** The red, green and blue of a #rrggbb or #rgb colour (0 to 255), or null when it is not one. */
const channelsOf = (hex: string): Channels | null => {
  const digits = hex.trim().replace(/^#/, '');
  const long = /^[\da-f]{3}$/i.test(digits) ? digits.replace(/./g, '$&$&') : digits;
  const match = /^([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(long);
  return match ? [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)] : null;
};

const linear = (channel: number): number => {
  const value = channel / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

const luminanceOf = ([r, g, b]: Channels): number =>
  0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/** The WCAG contrast ratio of two relative luminances, whichever is lighter. */
export const ratioBetween = (a: number, b: number): number =>
  (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** Relative luminance of a #rrggbb or #rgb colour (WCAG 2), 0 = black … 1 = white. */
export const luminance = (hex: string): number => {
  const channels = channelsOf(hex);
  return channels ? luminanceOf(channels) : 0;
};

/** Black or white text, whichever reads better on `background`. */
export const textColourOn = (background: string): '#000' | '#fff' =>
  // 0.179 is where black and white give the same contrast ratio on a background.
  luminance(background) > 0.179 ? '#000' : '#fff';

export const contrastRatio = (a: string, b: string): number =>
  ratioBetween(luminance(a), luminance(b));

const toHex = (channels: Channels): string =>
  `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/**
 * The colour itself when it already reaches `ratio` against `background`, else the lightest
 * darker shade of it (same hue, channels scaled down in 2% steps) that does. For darkening the
 * theme's palettes once at start-up, so each step is worked out in numbers rather than as text:
 * the palettes take a hundred of these before the first screen (issue 17).
 */
export const darkenToContrast = (hex: string, background: string, ratio: number): string => {
  const channels = channelsOf(hex) ?? [0, 0, 0];
  const backgroundLuminance = luminance(background);
  for (let factor = 1; factor > 0; factor -= 0.02) {
    const candidate: Channels = [
      Math.round(channels[0] * factor),
      Math.round(channels[1] * factor),
      Math.round(channels[2] * factor),
    ];
    if (ratioBetween(luminanceOf(candidate), backgroundLuminance) >= ratio) return toHex(candidate);
  }
  return '#000000';
};
