import type * as app from '@/app/app';
import { loadedOnce } from '@/lib/loaded-once';

type AppModule = typeof app;

/**
 * The full app: the router, TanStack Query, the frames and every page. The first time it arrives
 * it starts on the first page's files; a failed download is asked again next time.
 */
export const loadApp: () => Promise<AppModule> = loadedOnce(() =>
  import('@/app/app').then((module) => {
    module.preloadFirstScreen();
    return module;
  }),
);
