import { knownLanguage, normalizeLanguage, type Language } from '@crewhub/shared';
import { z } from 'zod';
import { readJson, readString, storageKeys, writeValue } from './storage';

/** Device-level preferences; they outlive the session. */
const uiSettingsSchema = z.object({
  /** Only present once the visitor picked a language (or logged in). */
  // Older builds stored aliases such as "deAt": read them as the language they name.
  language: z.string().transform(knownLanguage).optional(),
});
export type UiSettings = z.infer<typeof uiSettingsSchema>;

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
