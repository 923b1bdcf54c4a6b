export type LayoutKind = 'bare' | 'logged-out' | 'top-menu' | 'app';

type LayoutContext = {
  pathname: string;
  search: string;
  /** True when the app runs inside another page (window.self !== window.top). */
  embedded: boolean;
  publicRoute: boolean;
  loggedIn: boolean;
};

/** Which frame a page gets. */
export const layoutKind = ({
  pathname,
  search,
  embedded,
  publicRoute,
  loggedIn,
}: LayoutContext): LayoutKind => {
  if (pathname.includes('/public/')) return 'bare';
  if (publicRoute || !loggedIn) return 'logged-out';
  if (embedded || new URLSearchParams(search).has('theme')) return 'top-menu';
  return 'app';
};

export const isEmbedded = (): boolean => {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent makes window.top unreadable, which itself means we are framed.
    return true;
  }
};
