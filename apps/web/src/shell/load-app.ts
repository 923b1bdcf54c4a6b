/** The full app: the router, TanStack Query, the frames and every page. */
export const loadApp = () => import('@/app/app');
