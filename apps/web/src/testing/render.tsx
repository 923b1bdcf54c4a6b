import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { i18n, initI18n, namespaces } from '@/lib/i18n';

/** English texts, loaded once for all component tests. */
export const loadTexts = async (): Promise<void> => {
  if (!i18n.isInitialized) await initI18n('en');
  await i18n.loadNamespaces([...namespaces]);
};

/** Renders with the providers a screen expects: Mantine, TanStack Query and a router. */
export const renderWithProviders = (ui: ReactNode, { route = '/' }: { route?: string } = {}) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
};

const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');

/** An unsigned token with the claims the web app reads; the signature is the server's job. */
export const fakeToken = (overrides: { type?: string; expiresInS?: number } = {}): string =>
  `${encode({ alg: 'HS256' })}.${encode({
    exp: Math.floor(Date.now() / 1000) + (overrides.expiresInS ?? 3600),
    sub: 'login:1',
    tid: 1,
    sid: 'session',
    type: overrides.type ?? 'MOBILE',
    loginData: {
      person: { id: 1, firstName: 'Cas', lastName: 'Crew', temporary: false },
      contactNumber: null,
      language: 'en',
      loginTypes: [{ code: 'crew', caption: 'Crew' }],
      displayName: 'Cas Crew',
    },
  })}.signature`;
