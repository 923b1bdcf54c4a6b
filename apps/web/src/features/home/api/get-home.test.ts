import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { apiGet, sentRequests } from '@/testing/api-handlers';
import { server } from '@/testing/api-server';
import { emptyHome } from '@/testing/home-dashboard';
import { getHome, homeQueryOptions } from './get-home';

/** The route's prefetch, as its loader starts it before the page mounts. */
const prefetched = async () => {
  server.use(apiGet('/home', emptyHome));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await client.prefetchQuery(homeQueryOptions);
  return client;
};

/** The page mounting: an observer of the home query, as useHome subscribes one. */
const mountPage = (client: QueryClient) =>
  new QueryObserver(client, homeQueryOptions).subscribe(() => undefined);

describe('homeQueryOptions', () => {
  it('serves the page the answer the route has just prefetched', async () => {
    const unmount = mountPage(await prefetched());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sentRequests({ path: '/home' })).toHaveLength(1);
    unmount();
  });

  it('asks again when the page opens later, so home shows changes made elsewhere', async () => {
    const client = await prefetched();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const unmount = mountPage(client);
    await vi.waitFor(() => expect(sentRequests({ path: '/home' })).toHaveLength(2));
    unmount();
  });
});

describe('getHome', () => {
  // The server checks the answer against the shared schema; the browser takes it as written.
  it('hands the page the answer as the server sent it', async () => {
    server.use(apiGet('/home', emptyHome));
    await expect(getHome()).resolves.toEqual(emptyHome);
  });
});
