import type { PersonalDataField } from '@crewhub/shared';
import { countryName } from './place-names';

/** A personal data value as a person reads it: countries by name, the birthday as a date. */
export const fieldText = (field: PersonalDataField, value: string | null, language: string) => {
  if (value === null || value === '') return null;
  if (field === 'country' || field === 'nationality') return countryName(value, language);
  if (field === 'birthday') {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${value}T00:00:00Z`),
    );
  }
  return value;
};
