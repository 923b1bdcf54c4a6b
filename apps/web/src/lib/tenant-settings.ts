import type { TenantSettings } from '@crewhub/shared';
import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { getTenantSettings, settingsFromStore } from './fetch-tenant-settings';
import { whenFirstScreenShown } from './first-screen-shown';

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

/**
 * Shows this browser's copy of the settings at once (storedSettingsForStart) and asks for fresh
 * ones once the first screen is shown; until then the copy counts as fresh, so no screen asks
 * sooner. Should that request find no network, the copy stays and is asked for again on
 * reconnect, as at any start.
 */
export const showStoredSettings = (
  queryClient: QueryClient,
  stored: TenantSettings,
  afterFirstScreen: (work: () => void) => void = whenFirstScreenShown,
): void => {
  queryClient.setQueryData(tenantKeys.settings(), stored);
  // Only where a screen reads them: React's development double start leaves a client unused.
  afterFirstScreen(
    () => void queryClient.refetchQueries({ queryKey: tenantKeys.settings(), type: 'active' }),
  );
};
