import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { showStoredSettings, tenantKeys } from '@/lib/tenant-settings';
import { apiError, apiGet, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { demoTenantSettings } from '@/testing/tenant-settings';
import { loadTexts } from '@/testing/render';
import type { RouteHandle } from '../routes/route-handle';
import { RootLayout } from './root-layout';

const stored = demoTenantSettings;

const publicPage: RouteHandle = { key: 'version', access: 'public' };

const renderRoot = (queryClient: QueryClient) =>
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider
          router={createMemoryRouter([
            {
              element: <RootLayout />,
              children: [{ path: '/', handle: publicPage, element: <p>The page</p> }],
            },
          ])}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );

beforeAll(loadTexts);

describe('RootLayout', () => {
  it('keeps the page on screen when fresh settings cannot be had after it', async () => {
    server.use(apiGet('/tenant/settings', apiError(500, 'INTERNAL_ERROR')));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let showFirstScreen = () => {};
    showStoredSettings(queryClient, stored, (work) => {
      showFirstScreen = work;
    });
    renderRoot(queryClient);
    expect(await screen.findByText('The page')).toBeTruthy();

    showFirstScreen();
    await waitFor(() =>
      expect(queryClient.getQueryState(tenantKeys.settings())?.status).toBe('error'),
    );
    expect(sentRequests({ path: '/tenant/settings' })).toHaveLength(1);
    expect(screen.getByText('The page')).toBeTruthy();
  });

  it('says what went wrong when there are no settings to show', async () => {
    server.use(apiGet('/tenant/settings', apiError(500, 'INTERNAL_ERROR')));
    renderRoot(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    expect(await screen.findByRole('button', { name: /try again/i })).toBeTruthy();
    expect(screen.queryByText('The page')).toBeNull();
  });
});
