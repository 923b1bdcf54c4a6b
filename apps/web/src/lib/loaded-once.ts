/**
 * `load` (a dynamic import, say) run on the first call and its promise shared by every call
 * after; a failure is forgotten, so the next call asks again instead of failing for good.
 */
export const loadedOnce = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
};
