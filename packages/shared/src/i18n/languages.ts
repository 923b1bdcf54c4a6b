/** Languages the product ships, as i18next codes. `deAt` is accepted as an alias of `de-at`. */
export const supportedLanguages = ['en', 'nl', 'cy', 'fr', 'de-at', 'de', 'es'] as const;
export type Language = (typeof supportedLanguages)[number];

export const defaultLanguage: Language = 'en';

const aliases: Record<string, Language> = { deat: 'de-at', de_at: 'de-at' };

/** The supported language a stored or browser value names ("deAt", "de_AT", "NL"), if any. */
export const knownLanguage = (value: string | null | undefined): Language | undefined => {
  if (!value) return undefined;
  const lowered = value.trim().toLowerCase().replace('_', '-');
  const aliased = aliases[lowered.replace('-', '')] ?? aliases[lowered];
  if (aliased) return aliased;
  return (supportedLanguages as readonly string[]).includes(lowered)
    ? (lowered as Language)
    : undefined;
};

/** Maps any stored or browser value to a supported language; unknown values become English. */
export const normalizeLanguage = (value: string | null | undefined): Language =>
  knownLanguage(value) ?? defaultLanguage;

/**
 * The language the UI uses for a logged-in user: the user's own language when the tenant
 * allows it (useUserLanguage), otherwise the tenant default.
 */
export const resolveUiLanguage = (options: {
  tenantDefault: string | null | undefined;
  useUserLanguage: boolean;
  userLanguage?: string | null;
}): Language =>
  options.useUserLanguage && options.userLanguage
    ? normalizeLanguage(options.userLanguage)
    : normalizeLanguage(options.tenantDefault);

/** Week starts on Monday for the European locales the product ships (all of them). */
export const weekStartsOn = (_language: Language): 0 | 1 => 1;
