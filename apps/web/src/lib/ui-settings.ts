import { supportedLanguages, type Language } from '@crewhub/shared';
import { z } from 'zod';
import { readJson, storageKeys, writeValue } from './storage';

/** Device-level preferences; they outlive the session. */
const uiSettingsSchema = z.object({
  /** Only present once the visitor picked a language (or logged in). */
  language: z.enum(supportedLanguages).optional(),
});
export type UiSettings = z.infer<typeof uiSettingsSchema>;

export const readUiSettings = (): UiSettings =>
  readJson(storageKeys.uiSettings, uiSettingsSchema) ?? {};

export const writeUiSettings = (patch: Partial<UiSettings>): void =>
  writeValue(storageKeys.uiSettings, { ...readUiSettings(), ...patch });

export const pickedLanguage = (): Language | undefined => readUiSettings().language;
