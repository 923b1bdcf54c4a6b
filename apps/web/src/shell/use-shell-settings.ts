import type { TenantSettings } from '@crewhub/shared';
import { useCallback, useEffect, useState } from 'react';
import { useConnection } from '@/lib/connection';
import { getTenantSettings, settingsFromStore } from '@/lib/fetch-tenant-settings';

export type ShellSettings =
  | { status: 'pending' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; settings: TenantSettings };

/**
 * The tenant settings for the lean sign-in page, fetched as the app's query does but without
 * TanStack Query (lib/tenant-settings.ts: offline, the stored copy stands in). A stored copy is
 * asked for again once Crewhub answers, which also sets the XSRF cookie the login needs.
 */
export const useShellSettings = (): ShellSettings & { retry: () => void } => {
  const [state, setState] = useState<ShellSettings>({ status: 'pending' });
  const connection = useConnection();

  const load = useCallback(() => {
    getTenantSettings().then(
      (settings) => setState({ status: 'ready', settings }),
      (error: unknown) => setState({ status: 'error', error }),
    );
  }, []);

  useEffect(load, [load]);
  useEffect(() => {
    if (connection === 'online' && settingsFromStore()) load();
  }, [connection, load]);

  return { ...state, retry: load };
};
