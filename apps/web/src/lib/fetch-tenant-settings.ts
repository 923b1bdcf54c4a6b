// Without TanStack Query: the lean sign-in page (shell/) fetches the settings with this module
// alone, and tenant-settings.ts adds the app's query around it (issue 17).
import type { TenantSettings } from '@crewhub/shared';
import { apiRequest } from './api-client';
import { isUnreachableError } from './api-error';
import { earlyRequest } from './early-request';
import { isRecord, isText, isTextOrNull, isTheme } from './hand-check';
import { readJson, readString, storageKeys, writeValue } from './storage';

/**
 * The shared tenantSettingsSchema as a hand check: every page, the sign-in form included, waits
 * for these settings, and zod would add over 25 KiB gzip before the form (issue 17).
 * tenant-settings.test.ts fails when the two disagree.
 */
export const tenantSettingsSchema = {
  parse: (value: unknown): TenantSettings => {
    const { oneCrewOneTree: tree, ...v } = isRecord(value) ? value : {};
    if (
      !isText(v.name) ||
      !isTextOrNull(v.faviconUrl) ||
      !isTheme(v.mobileTheme) ||
      !isText(v.defaultLanguage) ||
      typeof v.useUserLanguage !== 'boolean' ||
      !isTextOrNull(v.backgroundUrl) ||
      !isTextOrNull(v.backgroundColorCode) ||
      !isTextOrNull(v.metaHostName) ||
      !isTextOrNull(v.metaDescription) ||
      !isRecord(tree) ||
      !isTextOrNull(tree.title)
    ) {
      throw new TypeError('The tenant settings do not have the expected shape');
    }
    // Known fields only, as zod would keep them.
    return {
      name: v.name,
      faviconUrl: v.faviconUrl,
      mobileTheme: v.mobileTheme,
      defaultLanguage: v.defaultLanguage,
      useUserLanguage: v.useUserLanguage,
      backgroundUrl: v.backgroundUrl,
      backgroundColorCode: v.backgroundColorCode,
      metaHostName: v.metaHostName,
      metaDescription: v.metaDescription,
      oneCrewOneTree: { title: tree.title },
    };
  },
  /** For readJson: a stored copy that no longer fits counts as missing. */
  safeParse: (value: unknown): { success: true; data: TenantSettings } | { success: false } => {
    try {
      return { success: true, data: tenantSettingsSchema.parse(value) };
    } catch {
      return { success: false };
    }
  },
};

/**
 * Set when asking fell back on the stored copy (no answer), so the settings are asked again on
 * reconnect. A start that paints with the copy (storedSettingsForStart) leaves it unset: it asks
 * once its first screen is shown instead.
 */
let fromStore = false;

/** Whether the last settings came from this browser's copy instead of the server. */
export const settingsFromStore = (): boolean => fromStore;

/**
 * Forgets where the last settings came from: web test files share this module
 * (vitest.config.ts), and a copy one test fell back on made the next test's settings count as
 * stale at once, so they were asked for twice.
 */
export const resetTenantSettingsSource = (): void => {
  fromStore = false;
};

/**
 * Public settings, fetched before anything renders; the call also sets the XSRF cookie. With no
 * network, or no answer from Crewhub, the last settings this browser received stand in (they are
 * the same for everyone on this address), so the sign-in page and the cached screens still open.
 */
const fetchTenantSettings = async (): Promise<TenantSettings> => {
  try {
    const settings = await apiRequest('/tenant/settings', {
      schema: tenantSettingsSchema,
      auth: null,
    });
    writeValue(storageKeys.tenantSettings, settings);
    fromStore = false;
    return settings;
  } catch (error) {
    const settings = isUnreachableError(error)
      ? readJson(storageKeys.tenantSettings, tenantSettingsSchema)
      : null;
    if (!settings) throw error;
    fromStore = true;
    return settings;
  }
};

/**
 * What a signed-in start paints with: this browser's copy of the settings, when there is one.
 * The settings rarely change, and waiting for them held every signed-in screen back by a round
 * trip; fresh ones replace the copy once the first screen is shown (showStoredSettings in
 * tenant-settings.ts). Null when no session is stored, or no copy: then they are asked for at
 * once (issue 17).
 */
export const storedSettingsForStart = (): TenantSettings | null =>
  readString(storageKeys.token) === null
    ? null
    : readJson(storageKeys.tenantSettings, tenantSettingsSchema);

/**
 * Asked for as soon as the entry runs, in parallel with the texts, the session checks and the
 * app's files, instead of after them (issue 17: the first screen waited for each in turn). The
 * first getTenantSettings() takes this answer; later calls ask again.
 */
const settingsRequest = earlyRequest(fetchTenantSettings);

export const requestTenantSettingsEarly = settingsRequest.start;

export const getTenantSettings = settingsRequest.take;
