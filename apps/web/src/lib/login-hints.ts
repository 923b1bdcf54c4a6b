export type LoginMode = 'email' | 'project' | 'plusCrew';

export type LoginHints = { mode: LoginMode; login: string; password: string };

/** Query parameters guest links and other apps use to prefill the login. */
const hintParams = ['PID', 'PCID', 'Password', 'login'] as const;
export const redirectParam = 'redirect';

/** PID or PCID selects the guest mode and becomes the login; Password is prefilled. */
export const readLoginHints = (search: string): LoginHints => {
  const query = new URLSearchParams(search);
  const password = query.get('Password') ?? '';
  const projectNumber = query.get('PID');
  if (projectNumber) return { mode: 'project', login: projectNumber, password };
  const plusCrewNumber = query.get('PCID');
  if (plusCrewNumber) return { mode: 'plusCrew', login: plusCrewNumber, password };
  return { mode: 'email', login: query.get('login') ?? '', password };
};

export const hasLoginHints = (search: string): boolean => {
  const query = new URLSearchParams(search);
  return hintParams.some((name) => query.has(name));
};

/** Only paths inside this app may be redirected to; `//host` or absolute URLs could phish. */
export const safeRedirect = (value: string | null | undefined): string | null => {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  return value.startsWith('/login') ? null : value;
};

/**
 * The login URL for a visitor who was sent away from `pathname + search`: the original
 * path goes into `redirect`, login hints move over to the login query.
 */
export const loginHref = (location: { pathname: string; search: string }): string => {
  const original = new URLSearchParams(location.search);
  const query = new URLSearchParams();
  for (const name of hintParams) {
    const value = original.get(name);
    if (value !== null) query.set(name, value);
    original.delete(name);
  }
  const rest = original.toString();
  const target = `${location.pathname}${rest ? `?${rest}` : ''}`;
  if (target !== '/' && safeRedirect(target)) query.set(redirectParam, target);
  const search = query.toString();
  return `/login${search ? `?${search}` : ''}`;
};
