import type { Location } from 'react-router';
import { loginHref } from '@/lib/login-hints';
import type { Session } from '@/lib/session';
import type { RouteAccess } from '../routes/route-handle';
import { accessRedirect } from './access-rules';

/**
 * Where the route guard sends a visitor instead of the requested page, or null to show it:
 * login for anonymous visitors of private pages, the own page for guests outside their scope.
 * Public pages stay open to everyone.
 */
export const guardRedirect = (
  session: Session | null,
  access: RouteAccess,
  location: Pick<Location, 'pathname' | 'search'>,
): string | null => {
  if (access === 'private' && !session) return loginHref(location);
  if (!session || access === 'public') return null;
  return accessRedirect(session.claims, location.pathname);
};
