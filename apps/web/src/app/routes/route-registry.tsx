import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { pathKeys, paths, publicPathKeys, type PathKey } from '@/config/paths';
import { i18n } from '@/lib/i18n';
import { getSession } from '@/lib/session';
import { isAllowedForGuest } from '../guards/access-rules';
import { PageLoadError, PageLoadFailed } from '../layouts/page-load-error';
import type { RouteHandle } from './route-handle';
import type { ScreenModule } from './screen-module';
import { loadScreen } from './screen-list';

/**
 * Every component's styles, loaded once: by the first page other than the sign-in form and the
 * home, which bring their own (app/frame-styles.ts, app/first-screen-styles.ts), or by the
 * signed-in frame once it is on screen.
 */
let allStyles: Promise<unknown> | undefined;
export const loadAllStyles = () => (allStyles ??= import('../all-styles'));
const ownStyles: ReadonlySet<PathKey> = new Set(['login', 'home']);

/**
 * Starts loading the screen at `pathname` (and the styles of every screen but the sign-in form)
 * as soon as the app's code runs, so its files arrive together with the frame's instead of after
 * the settings and the offline copy that the router waits for (issue 17). The route's own lazy()
 * then gets the modules already loaded.
 */
export const preloadScreen = (pathname: string): void => {
  const match = matchRoutes(
    pathKeys.map((key) => ({ id: key, path: paths[key].path })),
    pathname,
  )?.at(-1);
  const key = pathKeys.find((pathKey) => pathKey === match?.route.id);
  if (!key) return;
  const loads: Promise<unknown>[] = [
    loadScreen(key).then((screen) => i18n.loadNamespaces([...(screen.texts ?? [])])),
  ];
  if (!ownStyles.has(key)) loads.push(loadAllStyles());
  // A file that does not arrive is reported by the route itself, which asks again.
  loads.forEach((load) => load.catch(() => undefined));
};

/** A route's lazy(): the screen's code and styles, with its data's prefetch as the loader. */
export const lazyScreen =
  (
    load: () => Promise<ScreenModule>,
    queryClient: QueryClient,
    isPublic: boolean,
    needsAllStyles = true,
  ) =>
  async () => {
    let screen: ScreenModule;
    try {
      [screen] = await Promise.all([load(), needsAllStyles ? loadAllStyles() : undefined]);
    } catch (error) {
      // The page's files did not arrive. A route whose lazy() fails shows no error element
      // (React Router leaves its outlet empty), so the failure becomes the page itself.
      return { Component: () => <PageLoadFailed error={error} /> };
    }
    const { Component, prefetch } = screen;
    // Private data is only worth asking for with a session that may open the page: the guard
    // sends everyone else away, and a guest's prefetch of a page not theirs would only be a 403.
    const loader = prefetch
      ? ({ request }: LoaderFunctionArgs) => {
          const session = getSession();
          const mayOpen =
            session !== null && isAllowedForGuest(session.claims, new URL(request.url).pathname);
          if (isPublic || mayOpen) void prefetch(queryClient);
          return null;
        }
      : undefined;
    return { Component, loader };
  };

/** One route per product path, each with its title key and access in `handle`. */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  ...pathKeys.map((key): RouteObject => {
    const isPublic = publicPathKeys.has(key);
    const handle: RouteHandle = { key, access: isPublic ? 'public' : 'private' };
    return {
      path: paths[key].path,
      handle,
      errorElement: <PageLoadError />,
      lazy: lazyScreen(() => loadScreen(key), queryClient, isPublic, !ownStyles.has(key)),
    };
  }),
  {
    path: '*',
    handle: { key: 'notFound', access: 'any' } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./not-found'), queryClient, true),
  },
];
