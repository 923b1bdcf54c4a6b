import { themeFor } from '@crewhub/shared';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineCache } from '@/features/offline/components/offline-cache';
import { errorText } from '@/lib/error-text';
import { createQueryClient } from '@/lib/react-query';
import { followSessionChanges } from '@/lib/session';
import { tenantSettingsQueryOptions } from '@/lib/tenant-settings';
import { cssVariablesFor, mantineThemeFor } from '@/lib/theme';
import { toast } from '@/lib/toasts';
import { LoadingScreen } from './layouts/loading-screen';

// Toasts only appear after something happened, so their host need not delay the first screen.
const Notifications = lazy(() =>
  import('@mantine/notifications').then(({ Notifications }) => ({ default: Notifications })),
);

/** The tenant's colour scheme drives Mantine; until it is known the default one applies. */
const ThemedMantineProvider = ({ children }: { children: ReactNode }) => {
  const { data } = useQuery(tenantSettingsQueryOptions);
  const { t } = useTranslation();
  const colors = themeFor(data?.mobileTheme);
  const close = t('actions.close');
  const noResults = t('messages.noResults');
  const theme = useMemo(
    () => mantineThemeFor(colors, { close, noResults }),
    [colors, close, noResults],
  );
  const resolver = useMemo(() => cssVariablesFor(colors), [colors]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={resolver} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
};

export const AppProvider = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(() => createQueryClient((error) => toast.error(errorText(error))));
  useEffect(followSessionChanges, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedMantineProvider>
        <Suspense fallback={null}>
          <Notifications position="top-center" limit={4} zIndex={1000} />
        </Suspense>
        <OfflineCache fallback={<LoadingScreen />}>{children}</OfflineCache>
      </ThemedMantineProvider>
    </QueryClientProvider>
  );
};
