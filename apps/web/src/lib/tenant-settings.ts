import { tenantSettingsSchema, type TenantSettings } from '@crewhub/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { isApiError } from './api-error';
import { readJson, storageKeys, writeValue } from './storage';

/** Set while the settings on screen are the stored copy, so they are asked again on reconnect. */
let fromStore = false;

/**
 * Public settings, fetched before anything renders; the call also sets the XSRF cookie. With no
 * network the last settings this browser received stand in (they are the same for everyone on
 * this address), so the sign-in page and the cached screens still open offline.
 */
export const getTenantSettings = async (): Promise<TenantSettings> => {
  try {
    const settings = await apiRequest('/tenant/settings', {
      schema: tenantSettingsSchema,
      auth: null,
    });
    writeValue(storageKeys.tenantSettings, settings);
    fromStore = false;
    return settings;
  } catch (error) {
    const stored = isApiError(error) && error.kind === 'network';
    const settings = stored ? readJson(storageKeys.tenantSettings, tenantSettingsSchema) : null;
    if (!settings) throw error;
    fromStore = true;
    return settings;
  }
};

export const tenantKeys = {
  all: ['tenant'] as const,
  settings: () => [...tenantKeys.all, 'settings'] as const,
};

export const tenantSettingsQueryOptions = queryOptions({
  queryKey: tenantKeys.settings(),
  queryFn: getTenantSettings,
  staleTime: () => (fromStore ? 0 : Infinity),
  // Runs offline too (TanStack would pause it), so the stored copy can answer.
  networkMode: 'always',
  // The root layout shows its own error screen instead of a toast.
  meta: { silent: true },
});

/** For screens below the root layout, which only renders once the settings have arrived. */
export const useTenantSettings = (): TenantSettings =>
  useSuspenseQuery(tenantSettingsQueryOptions).data;
