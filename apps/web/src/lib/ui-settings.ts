import { knownLanguage, normalizeLanguage, type Language } from '@crewhub/shared';
import { readJson, readString, storageKeys, writeValue, type StoredValueSchema } from './storage';

/** Device-level preferences; they outlive the session. */
export type UiSettings = {
  /** Only present once the visitor picked a language (or logged in). */
  language?: Language;
};

// Checked by hand, not with zod: the language is read before the sign-in form (issue 17).
const uiSettingsSchema: StoredValueSchema<UiSettings> = {
  safeParse: (value) => {
    if (typeof value !== 'object' || value === null) return { success: false };
    const { language } = value as { language?: unknown };
    if (language === undefined) return { success: true, data: {} };
    if (typeof language !== 'string') return { success: false };
    // Older builds stored aliases such as "deAt": read them as the language they name.
    return { success: true, data: { language: knownLanguage(language) } };
  },
};

export const readUiSettings = (): UiSettings =>
  readJson(storageKeys.uiSettings, uiSettingsSchema) ?? {};

export const writeUiSettings = (patch: Partial<UiSettings>): void =>
  writeValue(storageKeys.uiSettings, { ...readUiSettings(), ...patch });

/**
 * For support and screenshots, `localStorage.debugLanguage = 'de'` forces the interface
 * language over every other rule; a value it does not know means English.
 */
const forcedLanguage = (): Language | undefined => {
  const forced = readString(storageKeys.debugLanguage);
  return forced === null ? undefined : normalizeLanguage(forced);
};

/** The language the visitor chose on this device, or the support key's. */
export const pickedLanguage = (): Language | undefined =>
  forcedLanguage() ?? readUiSettings().language;
