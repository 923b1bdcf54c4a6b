import { createRequire } from 'node:module';
import {
  normalizeLanguage,
  pageOfList,
  supportedLanguages,
  type Country,
  type CountryListQuery,
  type Language,
  type Page,
} from '@crewhub/shared';
import countries, { type LocaleData } from 'i18n-iso-countries';

// The package ships its names as JSON per language; require keeps them out of the bundle.
const require = createRequire(import.meta.url);
const packageLanguage = (language: Language) => (language === 'de-at' ? 'de' : language);
for (const language of supportedLanguages) {
  countries.registerLocale(
    require(`i18n-iso-countries/langs/${packageLanguage(language)}.json`) as LocaleData,
  );
}

const sorted = new Map<Language, Country[]>();

/** Every ISO 3166-1 country, by name in the language's own order. */
const countriesIn = (language: Language): Country[] => {
  const cached = sorted.get(language);
  if (cached) return cached;
  // The package's "official" names are the short ones in English but the formal ones elsewhere
  // ("Bondsrepubliek Duitsland"); its aliases are the everyday names there ("Duitsland").
  const select = language === 'en' ? 'official' : 'alias';
  const names = countries.getNames(packageLanguage(language), { select });
  const list = Object.entries(names)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  sorted.set(language, list);
  return list;
};

/** One page of countries named in `language`, optionally those whose name or code holds `q`. */
export const pageOfCountries = (
  query: CountryListQuery,
  fallbackLanguage: string | null,
): Page<Country> => {
  const language = normalizeLanguage(query.language ?? fallbackLanguage);
  const q = query.q?.toLocaleLowerCase(language);
  const list = countriesIn(language).filter(
    (country) =>
      !q ||
      country.name.toLocaleLowerCase(language).includes(q) ||
      country.code.toLowerCase() === q,
  );
  return pageOfList(list, query);
};
