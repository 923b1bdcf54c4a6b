import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { followConnection } from '@/lib/connection';
import { createQueryClient } from '@/lib/react-query';
import { apiGet } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { setDeviceOnline } from '@/testing/network';
import { loadTexts } from '@/testing/render';
import { OfflineGate } from './offline-gate';

const Profile = () => {
  const query = useQuery({
    queryKey: ['profile'],
    queryFn: () => apiRequest<{ name: string }>('/profile'),
  });
  return <p>{query.data ? query.data.name : 'Loading…'}</p>;
};

/** The app's query client (retries, waiting while Crewhub does not answer) around the gate. */
const renderProfile = () =>
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={createQueryClient(vi.fn())}>
        <MemoryRouter initialEntries={['/profile']}>
          <OfflineGate>
            <Profile />
          </OfflineGate>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

beforeAll(async () => {
  await loadTexts();
  followConnection();
});

describe('a screen never opened before', () => {
  it('says offline that it is not available, leads home, and opens once back online', async () => {
    server.use(apiGet('/profile', { name: 'Cas Crew' }));
    setDeviceOnline(false);
    renderProfile();

    const state = await screen.findByTestId('not-available-offline');
    expect(state.textContent).toContain('Not available offline');
    expect(state.textContent).toContain('never opened while online');
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
    // The page waits hidden, so it appears by itself once its data arrives.
    expect(screen.getByText('Loading…').parentElement?.style.display).toBe('none');

    setDeviceOnline(true);
    expect(await screen.findByText('Cas Crew')).toBeTruthy();
    expect(screen.queryByTestId('not-available-offline')).toBeNull();
  });

  it('says so too while Crewhub does not answer, and opens once it does', async () => {
    let up = false;
    server.use(
      apiGet('/profile', () =>
        up ? HttpResponse.json({ name: 'Cas Crew' }) : new HttpResponse(null, { status: 502 }),
      ),
      apiGet('/tenant/settings', () => HttpResponse.json({})),
    );
    renderProfile();

    const state = await screen.findByTestId('not-available-offline');
    expect(state.textContent).toContain('Not available right now');
    expect(state.textContent).toContain('never opened while Crewhub could be reached');

    up = true;
    // A new network (or the next probe) finds the server again.
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.getByText('Cas Crew')).toBeTruthy());
    expect(screen.queryByTestId('not-available-offline')).toBeNull();
  });

  it('shows a screen with data as it is while offline', async () => {
    server.use(apiGet('/profile', { name: 'Cas Crew' }));
    renderProfile();
    await screen.findByText('Cas Crew');
    setDeviceOnline(false);
    expect(screen.getByText('Cas Crew')).toBeTruthy();
    expect(screen.queryByTestId('not-available-offline')).toBeNull();
  });
});
