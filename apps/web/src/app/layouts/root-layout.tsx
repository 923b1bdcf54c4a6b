import type { TenantSettings } from '@crewhub/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { OfflineGate } from '@/features/offline/components/offline-gate';
import { OfflineNotice } from '@/features/offline/components/offline-notice';
import { preloadable } from '@/lib/preloadable';
import { useSession } from '@/lib/session';
import { tenantSettingsQueryOptions } from '@/lib/tenant-settings';
import { guardRedirect } from '../guards/guard-redirect';
import { useRouteHandle } from '../routes/route-handle';
import { BareLayout } from './bare-layout';
import { FirstScreenMark } from './first-screen-mark';
import { isEmbedded, layoutKind } from './layout-kind';
import { LoadingScreen } from './loading-screen';
import { LoggedOutLayout } from './logged-out-layout';
import { PageLoader } from './page-loader';
import { SettingsError } from './settings-error';
import { useDocumentHead } from './use-document-head';
import { useStartupLanguage } from './use-startup-language';

// The signed-in frames (menus, icons, drawers) load with the first signed-in page, not before
// the login form (issue 17: that stays under 150 KB gzip).
const appLayout = preloadable(() => import('./app-layout').then(({ AppLayout }) => AppLayout));
export const loadAppLayout = appLayout.preload;
const AppLayout = appLayout.Component;
const TopMenuLayout = lazy(() =>
  import('./top-menu-layout').then(({ TopMenuLayout }) => ({ default: TopMenuLayout })),
);
const tokenRefresh = preloadable(() =>
  import('@/features/auth/components/token-refresh').then(({ TokenRefresh }) => TokenRefresh),
);
export const loadTokenRefresh = tokenRefresh.preload;
const TokenRefresh = tokenRefresh.Component;

/** Guards the route and frames it in the matching layout. */
const GuardedPage = ({ settings, page }: { settings: TenantSettings; page: ReactNode }) => {
  const location = useLocation();
  const session = useSession();
  const { key, access } = useRouteHandle();

  const redirect = guardRedirect(session, access, location);
  if (redirect) return <Navigate to={redirect} replace />;

  const kind = layoutKind({
    pathname: location.pathname,
    search: location.search,
    embedded: isEmbedded(),
    publicRoute: access === 'public',
    loggedIn: session !== null,
  });
  if (kind === 'bare') return <BareLayout>{page}</BareLayout>;
  if (kind === 'logged-out' || !session)
    return <LoggedOutLayout settings={settings}>{page}</LoggedOutLayout>;
  if (kind === 'top-menu') return <TopMenuLayout>{page}</TopMenuLayout>;
  return (
    <AppLayout session={session} routeKey={key}>
      {page}
    </AppLayout>
  );
};

const ReadyApp = ({ settings }: { settings: TenantSettings }) => {
  const signedIn = useSession() !== null;
  const languageReady = useStartupLanguage(settings);
  useDocumentHead(settings, languageReady);
  if (!languageReady) return <LoadingScreen />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      {signedIn ? <TokenRefresh /> : null}
      <GuardedPage
        settings={settings}
        page={
          <>
            <OfflineNotice />
            <OfflineGate>
              <Suspense fallback={<PageLoader />}>
                <Outlet />
                <FirstScreenMark />
              </Suspense>
            </OfflineGate>
          </>
        }
      />
    </Suspense>
  );
};

/**
 * Nothing renders before the tenant settings arrive: every page wears the tenant's look. Settings
 * once shown stay when asking for fresh ones fails (a start that painted with the stored copy
 * asks after its first screen): the screen in use is not swapped for an error.
 */
export const RootLayout = () => {
  const settings = useQuery(tenantSettingsQueryOptions);
  if (settings.data) return <ReadyApp settings={settings.data} />;
  if (settings.isError)
    return <SettingsError error={settings.error} onRetry={() => void settings.refetch()} />;
  return <LoadingScreen />;
};
