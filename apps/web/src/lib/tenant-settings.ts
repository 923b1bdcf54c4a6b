import { tenantSettingsSchema, type TenantSettings } from '@crewhub/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

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
