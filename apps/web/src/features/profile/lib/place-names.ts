import { countryCodes } from '@crewhub/shared';

/** Countries by ISO code, named in the UI language and sorted by that name. */
export const countryOptions = (language: string) => {
  const names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  return countryCodes
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
};

/** A country code as its name in the UI language ("NL" → "Netherlands"). */
export const countryName = (code: string, language: string): string =>
  new Intl.DisplayNames([language, 'en'], { type: 'region' }).of(code) ?? code;

/** Every IANA time zone the browser knows, for the time zone picker. */
export const timeZoneOptions = (current: string): string[] => {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
};
