import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { homeQueryOptions } from './get-home';

const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** The page mounting: an observer of the home query, as useHome subscribes one. */
const mountPage = (client: QueryClient) =>
  new QueryObserver(client, homeQueryOptions).subscribe(() => undefined);

afterEach(() => vi.useRealTimers());

describe('homeQueryOptions', () => {
  it('asks once when the route has just prefetched home for the page', async () => {
    server.use(apiGet('/home', {}));
    const client = queryClient();
    await client.prefetchQuery({ ...homeQueryOptions, queryFn: async () => ({}) });
    const unmount = mountPage(client);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sentRequests({ path: '/home' })).toHaveLength(0);
    unmount();
  });

  it('asks again when the page opens later, so home shows changes made elsewhere', async () => {
    server.use(apiGet('/home', {}));
    const client = queryClient();
    await client.prefetchQuery({ ...homeQueryOptions, queryFn: async () => ({}) });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const unmount = mountPage(client);
    await vi.waitFor(() => expect(sentRequests({ path: '/home' })).toHaveLength(1));
    unmount();
  });
});
