import type { TokenClaims } from '@crewhub/shared';
import { matchPath } from 'react-router';
import { paths } from '@/config/paths';

type Claims = Pick<TokenClaims, 'type' | 'loginData'>;

/**
 * Hidden where there is nowhere to go back to: on home, on a project
 * guest's own project page and everywhere for plus-crew guests.
 */
export const showBackButton = (claims: Claims, pathname: string): boolean => {
  if (matchPath(paths.home.path, pathname) || claims.type === 'pluscrew') return false;
  if (claims.type !== 'project') return true;
  const match = matchPath(paths.project.path, pathname);
  return match?.params.number !== claims.loginData.projectNumber;
};
