import type { TenantSettings } from '@crewhub/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getTenantSettings, settingsFromStore } from './fetch-tenant-settings';

export const tenantKeys = {
  all: ['tenant'] as const,
  settings: () => [...tenantKeys.all, 'settings'] as const,
};

export const tenantSettingsQueryOptions = queryOptions({
  queryKey: tenantKeys.settings(),
  queryFn: getTenantSettings,
  staleTime: () => (settingsFromStore() ? 0 : Infinity),
  // Runs offline too (TanStack would pause it), so the stored copy can answer.
  networkMode: 'always',
  // The root layout shows its own error screen instead of a toast.
  meta: { silent: true },
});

/** For screens below the root layout, which only renders once the settings have arrived. */
export const useTenantSettings = (): TenantSettings =>
  useSuspenseQuery(tenantSettingsQueryOptions).data;
