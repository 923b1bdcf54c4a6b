import { useMatches } from 'react-router';
import type { PathKey } from '@/config/paths';

export type RouteKey = PathKey | 'notFound';

/** public: no login needed; private: login required; any: the catch-all. */
export type RouteAccess = 'public' | 'private' | 'any';

export type RouteHandle = { key: RouteKey; access: RouteAccess };

const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && 'key' in value && 'access' in value;

const notFoundHandle: RouteHandle = { key: 'notFound', access: 'any' };

/** The handle of the deepest matched route: which page this is and who may see it. */
export const useRouteHandle = (): RouteHandle => {
  const handle = useMatches().at(-1)?.handle;
  return isRouteHandle(handle) ? handle : notFoundHandle;
};
