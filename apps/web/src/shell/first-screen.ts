import { loadScreenList } from '@/app/routes/screen-list';
import { authPaths } from '@/features/auth/lib/auth-paths';
import { homeRequest } from '@/features/home/api/home-request';
import { loadPageTextList, type Namespace } from '@/lib/i18n';
import { getSession } from '@/lib/session';
import { readString, storageKeys } from '@/lib/storage';
import { warmUpDateFormats } from '@/lib/warm-up-dates';
import { homePath } from './home-path';
import { loadApp } from './load-app';

/** A file that does not arrive now is asked for again, and reported, where it is used. */
const startLoading = (load: Promise<unknown>): void => void load.catch(() => undefined);

/**
 * Starts what the first screen needs beyond the entry while the entry runs, side by side, and
 * returns the page texts to load with the frame's (issue 17). The signed-out sign-in page needs
 * only its texts: the app loads once the page is touched. Every other start needs the app; with a
 * stored token also the signed-in frame and, at the home, its page and texts, which the app
 * would otherwise start only once its own code had run (preloadFirstScreen): one round trip
 * later on a phone. The home's answer is asked for as soon as `sessionRestored` has read the
 * stored session (the call carries its token), instead of once the router runs the page's
 * prefetch. Signed in, the browser's date data loads meanwhile too (warm-up-dates.ts).
 * The token may still turn out invalid (then /login gets the lean page and these only came
 * early); startApp decides on the checked session.
 */
export const startFirstScreen = (sessionRestored: Promise<void>): readonly Namespace[] => {
  const signedIn = readString(storageKeys.token) !== null;
  const { pathname } = window.location;
  if (pathname === authPaths.login && !signedIn) return ['auth'];
  startLoading(loadApp());
  if (pathname === authPaths.login) return ['auth'];
  // Any page but the home finds its files and texts through these lists, which the app's file
  // leaves out (app/routes/screens.ts, lib/page-texts.ts): they load beside it, not after it.
  if (pathname !== homePath) [loadScreenList(), loadPageTextList()].forEach(startLoading);
  if (!signedIn) return [];
  startLoading(import('@/app/layouts/app-layout'));
  warmUpDateFormats();
  if (pathname !== homePath) return [];
  startLoading(import('@/app/routes/home'));
  startLoading(
    sessionRestored.then(() => {
      if (getSession() !== null) homeRequest.start();
    }),
  );
  return ['home'];
};
