import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { pathKeys, paths, publicPathKeys, type PathKey } from '@/config/paths';
import { getSession } from '@/lib/session';
import { PlaceholderPage } from './placeholder-page';
import type { RouteHandle } from './route-handle';
import type { ScreenModule } from './screen-module';

/** Routes with a real screen in this release; each loads as its own chunk. */
const screens = {
  login: () => import('./auth/login'),
  forgottenPassword: () => import('./auth/forgotten-password'),
  renewPassword: () => import('./auth/renew-password'),
  resetPassword: () => import('./auth/reset-password'),
  welcome: () => import('./auth/welcome'),
  home: () => import('./home'),
  version: () => import('./version'),
} satisfies Partial<Record<PathKey, () => Promise<ScreenModule>>>;

type ScreenKey = keyof typeof screens;
export type PlaceholderKey = Exclude<PathKey, ScreenKey>;

const hasScreen = (key: PathKey): key is ScreenKey => key in screens;

const lazyScreen =
  (load: () => Promise<ScreenModule>, queryClient: QueryClient, isPublic: boolean) => async () => {
    const { Component, prefetch } = await load();
    // Private data is only worth asking for with a session; the guard redirects otherwise.
    const loader = prefetch
      ? () => {
          if (isPublic || getSession()) void prefetch(queryClient);
          return null;
        }
      : undefined;
    return { Component, loader };
  };

/** One route per SPEC section 2 path, each with its title key and access in `handle`. */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  ...pathKeys.map((key): RouteObject => {
    const isPublic = publicPathKeys.has(key);
    const handle: RouteHandle = { key, access: isPublic ? 'public' : 'private' };
    return hasScreen(key)
      ? { path: paths[key].path, handle, lazy: lazyScreen(screens[key], queryClient, isPublic) }
      : { path: paths[key].path, handle, element: <PlaceholderPage pageKey={key} /> };
  }),
  {
    path: '*',
    handle: { key: 'notFound', access: 'any' } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./not-found'), queryClient, true),
  },
];
