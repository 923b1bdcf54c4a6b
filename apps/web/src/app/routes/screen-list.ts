import type { PathKey } from '@/config/paths';
import { loadedOnce } from '@/lib/loaded-once';
import type { ScreenModule } from './screen-module';
import type * as screenList from './screens';

/**
 * The list of every screen's files (screens.ts). A start at any page but the home asks for it
 * beside the app (shell/first-screen.ts), the home once it is on screen; a failed download is
 * asked again next time.
 */
export const loadScreenList: () => Promise<typeof screenList> = loadedOnce(
  () => import('./screens'),
);

/**
 * The screen at `key`. The home's code is asked for directly, so the crew's first screen does not
 * wait for the list (issue 17).
 */
export const loadScreen = (key: PathKey): Promise<ScreenModule> =>
  key === 'home' ? import('./home') : loadScreenList().then(({ screens }) => screens[key]());
