import type { Language } from '../i18n/languages';

/**
 * PostgreSQL text-search configuration per language, so "vakantiedagen" finds "vakantiedag".
 * Welsh has no stemmer in PostgreSQL: words are only lower-cased there.
 */
const searchConfigs: Record<Language, string> = {
  en: 'english',
  nl: 'dutch',
  cy: 'simple',
  fr: 'french',
  'de-at': 'german',
  de: 'german',
  es: 'spanish',
};

export const faqSearchConfig = (language: Language): string => searchConfigs[language];

/** Tags typed in one go ("payroll  holiday pay"): split on spaces, each once. */
export const splitTags = (text: string): string[] => [
  ...new Set(text.split(/\s+/).filter((tag) => tag.length > 0)),
];
