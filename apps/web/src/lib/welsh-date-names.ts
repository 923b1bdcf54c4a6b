type Width = 'long' | 'short' | 'narrow';

/**
 * Welsh day (Sunday first) and month names by Intl's widths, as date-fns's Welsh locale has them
 * (Chromium ships without Welsh locale data). Copied, not imported: the locale brings its parsing
 * and relative-time rules too, ~2 KiB gzip in the app's file, which every first screen waits for
 * (issue 17). welsh-date-names.test.ts compares them with date-fns.
 */
export const welshDateNames: Record<'day' | 'month', Record<Width, readonly string[]>> = {
  day: {
    long: [
      'dydd Sul',
      'dydd Llun',
      'dydd Mawrth',
      'dydd Mercher',
      'dydd Iau',
      'dydd Gwener',
      'dydd Sadwrn',
    ],
    short: ['Sul', 'Llun', 'Maw', 'Mer', 'Iau', 'Gwe', 'Sad'],
    narrow: ['S', 'Ll', 'M', 'M', 'I', 'G', 'S'],
  },
  month: {
    long: [
      'Ionawr',
      'Chwefror',
      'Mawrth',
      'Ebrill',
      'Mai',
      'Mehefin',
      'Gorffennaf',
      'Awst',
      'Medi',
      'Hydref',
      'Tachwedd',
      'Rhagfyr',
    ],
    short: ['Ion', 'Chwe', 'Maw', 'Ebr', 'Mai', 'Meh', 'Gor', 'Aws', 'Med', 'Hyd', 'Tach', 'Rhag'],
    narrow: ['I', 'Ch', 'Ma', 'E', 'Mi', 'Me', 'G', 'A', 'Md', 'H', 'T', 'Rh'],
  },
};
