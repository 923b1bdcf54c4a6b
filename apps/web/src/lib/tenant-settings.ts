import { themes, type MobileTheme, type TenantSettings } from '@crewhub/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);
// The themes' colour table, not the schema's list: that module would bring zod along.
const isTheme = (value: unknown): value is MobileTheme =>
  isText(value) && Object.hasOwn(themes, value);

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
};

/** Public settings, fetched before anything renders; the call also sets the XSRF cookie. */
export const getTenantSettings = (): Promise<TenantSettings> =>
  apiRequest('/tenant/settings', { schema: tenantSettingsSchema, auth: null });

export const tenantKeys = {
  all: ['tenant'] as const,
  settings: () => [...tenantKeys.all, 'settings'] as const,
};

export const tenantSettingsQueryOptions = queryOptions({
  queryKey: tenantKeys.settings(),
  queryFn: getTenantSettings,
  staleTime: Infinity,
  // The root layout shows its own error screen instead of a toast.
  meta: { silent: true },
});

/** For screens below the root layout, which only renders once the settings have arrived. */
export const useTenantSettings = (): TenantSettings =>
  useSuspenseQuery(tenantSettingsQueryOptions).data;
