import type { TenantSettings } from '@crewhub/shared';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { OfflineCache } from '@/features/offline/components/offline-cache';
import { errorText } from '@/lib/error-text';
import { createQueryClient } from '@/lib/react-query';
import { followSessionChanges } from '@/lib/session';
import { showStoredSettings, tenantKeys, tenantSettingsQueryOptions } from '@/lib/tenant-settings';
import { toast, useToastHostWanted } from '@/lib/toasts';
import { LoadingScreen } from './layouts/loading-screen';
import { TenantMantineProvider } from './tenant-mantine-provider';

// Toasts only appear after something happened, so their host mounts with the first one and need
// not delay the first screen.
const Notifications = lazy(() =>
  import('./notifications-host').then(({ Notifications }) => ({ default: Notifications })),
);

const ThemedMantineProvider = ({ children }: { children: ReactNode }) => {
  const { data } = useQuery(tenantSettingsQueryOptions);
  return <TenantMantineProvider mobileTheme={data?.mobileTheme}>{children}</TenantMantineProvider>;
};

type AppProviderProps = {
  /** Settings the lean sign-in page (shell/) already fetched, so they are not asked again. */
  settings?: TenantSettings;
  /** This browser's copy, shown until fresh settings arrive (storedSettingsForStart). */
  storedSettings?: TenantSettings;
  children: ReactNode;
};

export const AppProvider = ({ settings, storedSettings, children }: AppProviderProps) => {
  const [queryClient] = useState(() => {
    const client = createQueryClient((error) => toast.error(errorText(error)));
    if (settings) client.setQueryData(tenantKeys.settings(), settings);
    else if (storedSettings) showStoredSettings(client, storedSettings);
    return client;
  });
  useEffect(followSessionChanges, []);
  const toastHostWanted = useToastHostWanted();
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedMantineProvider>
        {toastHostWanted ? (
          <Suspense fallback={null}>
            <Notifications position="top-center" limit={4} zIndex={1000} />
          </Suspense>
        ) : null}
        <OfflineCache fallback={<LoadingScreen />}>{children}</OfflineCache>
      </ThemedMantineProvider>
    </QueryClientProvider>
  );
};
