import type * as app from '@/app/app';

type AppModule = typeof app;

let loading: Promise<AppModule> | undefined;

/**
 * The full app: the router, TanStack Query, the frames and every page. The first time it arrives
 * it starts on the first page's files; a failed download is asked again next time.
 */
export const loadApp = (): Promise<AppModule> => {
  loading ??= import('@/app/app').then(
    (module) => {
      module.preloadFirstScreen();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
};
