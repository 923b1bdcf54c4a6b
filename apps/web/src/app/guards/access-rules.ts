import type { TokenClaims } from '@crewhub/shared';
import { matchPath } from 'react-router';
import { paths, type PathKey } from '@/config/paths';
import { safeRedirect } from '@/lib/login-hints';

type Claims = Pick<TokenClaims, 'type' | 'loginData'>;

/** Pages a guest may open, and whether the page must belong to the guest's own number. */
type GuestRule = { key: PathKey; param?: 'number' };

const projectGuestRules: readonly GuestRule[] = [
  { key: 'project', param: 'number' },
  { key: 'projectContactProjectManager', param: 'number' },
  { key: 'crew' },
  { key: 'crewContactCrewChief' },
  { key: 'crewContactMember' },
  { key: 'location' },
];

const plusCrewGuestRules: readonly GuestRule[] = [
  { key: 'plusCrew', param: 'number' },
  { key: 'plusCrewData', param: 'number' },
];

const guestScope = (claims: Claims) => {
  if (claims.type === 'project') {
    const number = claims.loginData.projectNumber ?? '';
    return { rules: projectGuestRules, number, home: paths.project.getHref({ number }) };
  }
  if (claims.type === 'pluscrew') {
    const number = claims.loginData.plusCrewNumber ?? '';
    return { rules: plusCrewGuestRules, number, home: paths.plusCrew.getHref({ number }) };
  }
  return null;
};

/** A guest's own page: the project or plus crew the guest link was made for. */
export const guestHome = (claims: Claims): string | null => guestScope(claims)?.home ?? null;

export const isAllowedForGuest = (claims: Claims, pathname: string): boolean => {
  const scope = guestScope(claims);
  if (!scope) return true;
  return scope.rules.some(({ key, param }) => {
    const match = matchPath(paths[key].path, pathname);
    return match !== null && (!param || match.params[param] === scope.number);
  });
};

/** Where a logged-in visitor must go instead of `pathname`, or null when the page is allowed. */
export const accessRedirect = (claims: Claims, pathname: string): string | null =>
  isAllowedForGuest(claims, pathname) ? null : guestHome(claims);

/**
 * After login: back to the page that sent the visitor to /login. Guests land on their own
 * project or plus crew unless they were sent from another page they may open.
 */
export const postLoginPath = (claims: Claims, redirect: string | null): string => {
  const target = safeRedirect(redirect);
  const home = guestHome(claims);
  if (!home) return target ?? paths.home.path;
  const targetPath = target?.split('?')[0];
  return target && targetPath && isAllowedForGuest(claims, targetPath) ? target : home;
};
