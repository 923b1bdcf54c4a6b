import { resolveUiLanguage, type Language } from '@crewhub/shared';

type LanguageContext = {
  /** The language the visitor picked on this device (uiSettings.language). */
  picked?: Language;
  tenantDefault: string;
  useUserLanguage: boolean;
  /** The logged-in user's own language; absent before login. */
  userLanguage?: string | null;
};

/** On startup a language the visitor picked wins; otherwise tenant and user rules apply. */
export const startupLanguage = ({ picked, ...context }: LanguageContext): Language =>
  picked ?? resolveUiLanguage(context);

/**
 * At login the user's own language takes over when the tenant allows it; otherwise a
 * language picked on the login screen stays, falling back to the tenant default.
 */
export const loginLanguage = ({ picked, tenantDefault, ...context }: LanguageContext): Language =>
  resolveUiLanguage({ ...context, tenantDefault: picked ?? tenantDefault });
