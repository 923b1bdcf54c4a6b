import { authPaths } from '@/features/auth/lib/auth-paths';
import type { Namespace } from '@/lib/i18n';

/** The crew's home, where most signed-in starts open (first-screen.test.ts keeps it in step). */
export const homePath = '/';

/** The files of a first screen beyond the entry: the app, the signed-in frame, the home page. */
export type FirstScreenPart = 'app' | 'frame' | 'home';

/**
 * What a start at `pathname` needs beyond the entry (issue 17). The signed-out sign-in page needs
 * nothing more: the app loads once the page is touched. Every other start needs the app; with a
 * stored token also the signed-in frame and, at the home, its page. The token may still turn out
 * invalid (then these only came early). Both the entry (first-screen.ts) and the hints script
 * the build puts before it (first-screen-hints.ts) ask this, so they agree.
 */
export const firstScreenParts = (pathname: string, signedIn: boolean): FirstScreenPart[] => {
  if (pathname === authPaths.login) return signedIn ? ['app'] : [];
  if (!signedIn) return ['app'];
  return pathname === homePath ? ['app', 'frame', 'home'] : ['app', 'frame'];
};

/** The page texts a start at `pathname` loads with the frame's (`common`, `navigation`). */
export const firstScreenTexts = (pathname: string, signedIn: boolean): Namespace[] => {
  if (pathname === authPaths.login) return ['auth'];
  return firstScreenParts(pathname, signedIn).includes('home') ? ['home'] : [];
};
