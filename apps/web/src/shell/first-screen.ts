import type { Namespace } from '@/lib/i18n';
import { readString, storageKeys } from '@/lib/storage';
import { firstScreenParts, firstScreenTexts, type FirstScreenPart } from './first-screen-parts';
import { loadApp } from './load-app';

const loaders: Record<FirstScreenPart, () => Promise<unknown>> = {
  app: loadApp,
  frame: () => import('@/app/layouts/app-layout'),
  home: () => import('@/app/routes/home'),
};

/**
 * Starts what the first screen needs beyond the entry while the entry runs, side by side, and
 * returns the page texts to load with the frame's (issue 17): the app, the frame and the home
 * would otherwise start only once the app's own code had run (preloadFirstScreen), one round trip
 * later on a phone. A file that does not arrive now is asked for again, and reported, where it is
 * used. startApp decides on the checked session.
 */
export const startFirstScreen = (): readonly Namespace[] => {
  const { pathname } = window.location;
  const signedIn = readString(storageKeys.token) !== null;
  firstScreenParts(pathname, signedIn).forEach(
    (part) => void loaders[part]().catch(() => undefined),
  );
  return firstScreenTexts(pathname, signedIn);
};
