// A CommonJS package: Node's ESM loader offers its exports as one default object.
import countries from 'i18n-iso-countries';
import { z } from 'zod';

/** ISO 3166-1 alpha-2 codes from a maintained package; screens word them with Intl.DisplayNames. */
export const countryCodes: readonly string[] = Object.keys(countries.getAlpha2Codes()).sort();

const known = new Set(countryCodes);

export const isCountryCode = (value: string): boolean => known.has(value);

/** A country as its ISO code ("NL"); lower case is accepted and stored upper case. */
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCountryCode, 'Use an ISO 3166-1 country code such as NL');
