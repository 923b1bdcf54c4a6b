import type { TenantSettings } from '@crewhub/shared';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiGet, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { demoTenantSettings } from '@/testing/tenant-settings';
import { showStoredSettings, tenantKeys, tenantSettingsQueryOptions } from './tenant-settings';

const stored = demoTenantSettings;
const fresh: TenantSettings = { ...stored, name: 'Crewhub Events', mobileTheme: 'red' };

describe('showStoredSettings', () => {
  it('shows the stored copy at once and asks for fresh settings once the first screen is shown', async () => {
    server.use(apiGet('/tenant/settings', fresh));
    const queryClient = new QueryClient();
    let showFirstScreen = () => {};
    showStoredSettings(queryClient, stored, (work) => {
      showFirstScreen = work;
    });
    // A screen reading the settings before then takes the copy without asking.
    const unsubscribe = new QueryObserver(queryClient, tenantSettingsQueryOptions).subscribe(
      () => undefined,
    );
    expect(queryClient.getQueryData(tenantKeys.settings())).toEqual(stored);
    expect(sentRequests({ path: '/tenant/settings' })).toEqual([]);

    showFirstScreen();
    await waitFor(() => expect(queryClient.getQueryData(tenantKeys.settings())).toEqual(fresh));
    expect(sentRequests({ path: '/tenant/settings' })).toHaveLength(1);
    unsubscribe();
  });
});
