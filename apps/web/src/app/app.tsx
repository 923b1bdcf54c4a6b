import type { TenantSettings } from '@crewhub/shared';
import { loadPersistQueries } from '@/features/offline/components/offline-cache';
import { whenFirstScreenShown } from '@/lib/first-screen-shown';
import { loadPageTextList } from '@/lib/i18n';
import { readString, storageKeys } from '@/lib/storage';
import { loadAppLayout, loadTokenRefresh } from './layouts/root-layout';
import { AppProvider } from './provider';
import { AppRouter } from './router';
import { preloadScreen } from './routes/route-registry';
import { loadScreenList } from './routes/screen-list';

/**
 * Starts loading the first page and, with a session, the signed-in frame, the token refresh and
 * the offline copy's code as soon as the app's code is here, instead of once the providers render
 * (issue 17). The session is checked later; a stored token is reason enough. The lists of every
 * page's files and texts, which the home does not need, follow once the first screen is shown.
 */
export const preloadFirstScreen = (): void => {
  preloadScreen(window.location.pathname);
  whenFirstScreenShown(() =>
    [loadScreenList(), loadPageTextList()].forEach((load) => load.catch(() => undefined)),
  );
  if (readString(storageKeys.token) === null) return;
  [loadAppLayout(), loadTokenRefresh(), loadPersistQueries()].forEach((load) =>
    load.catch(() => undefined),
  );
};

type AppProps = {
  /** The tenant settings the lean sign-in page already has. */
  settings?: TenantSettings;
  /** This browser's copy of them, shown until fresh ones arrive. */
  storedSettings?: TenantSettings;
};

/** The whole app. */
export const App = ({ settings, storedSettings }: AppProps) => (
  <AppProvider settings={settings} storedSettings={storedSettings}>
    <AppRouter />
  </AppProvider>
);
