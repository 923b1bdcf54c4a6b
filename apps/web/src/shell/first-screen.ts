import { authPaths } from '@/features/auth/lib/auth-paths';
import type { Namespace } from '@/lib/i18n';
import { readString, storageKeys } from '@/lib/storage';
import { warmUpDateFormats } from '@/lib/warm-up-dates';
import { loadApp } from './load-app';

/** The crew's home, where most signed-in starts open (first-screen.test.ts keeps it in step). */
export const homePath = '/';

/** A file that does not arrive now is asked for again, and reported, where it is used. */
const startLoading = (load: Promise<unknown>): void => void load.catch(() => undefined);

/**
 * Starts what the first screen needs beyond the entry while the entry runs, side by side, and
 * returns the page texts to load with the frame's (issue 17). The signed-out sign-in page needs
 * only its texts: the app loads once the page is touched. Every other start needs the app; with a
 * stored token also the signed-in frame and, at the home, its page and texts, which the app
 * would otherwise start only once its own code had run (preloadFirstScreen): one round trip
 * later on a phone. Signed in, the browser's date data loads meanwhile too (warm-up-dates.ts).
 * The token may still turn out invalid (then /login gets the lean page and these only came
 * early); startApp decides on the checked session.
 */
export const startFirstScreen = (): readonly Namespace[] => {
  const signedIn = readString(storageKeys.token) !== null;
  const { pathname } = window.location;
  if (pathname === authPaths.login && !signedIn) return ['auth'];
  startLoading(loadApp());
  if (pathname === authPaths.login) return ['auth'];
  if (!signedIn) return [];
  startLoading(import('@/app/layouts/app-layout'));
  warmUpDateFormats();
  if (pathname !== homePath) return [];
  startLoading(import('@/app/routes/home'));
  return ['home'];
};
