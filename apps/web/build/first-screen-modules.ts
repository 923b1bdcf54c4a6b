/**
 * The modules a signed-in start at the home loads beyond the entry, named once for the build's
 * plugins (chunk-groups.ts, public-pages-group.ts, home-preload.ts); shell/first-screen.ts and
 * app/app.tsx start them.
 */
export const firstScreenModules = {
  /** The full app: the router, TanStack Query, the route table. */
  app: '/src/app/app.tsx',
  /** The signed-in frame. */
  frame: '/src/app/layouts/app-layout.tsx',
  home: '/src/app/routes/home.tsx',
  /** Loaded at a signed-in start but not needed for its first paint. */
  tokenRefresh: '/src/features/auth/components/token-refresh.tsx',
  offlineCopy: '/src/features/offline/lib/persist-queries.ts',
};

/** The texts the home start loads in the user's language: the frame's (lib/i18n.ts) and the home's. */
const homeStartNamespaces = ['common', 'navigation', 'home'];

const localeFile = /\/src\/locales\/([\w-]+)\/([\w-]+)\.json$/;

/** The language of a module that is one of the home start's texts, else null. */
export const homeStartTextLanguage = (id: string): string | null => {
  const [, language, namespace] = localeFile.exec(id.replaceAll('\\', '/')) ?? [];
  return language && namespace && homeStartNamespaces.includes(namespace) ? language : null;
};

/** Whether a module id (any slashes) is the file at `path` (from the web app's folder). */
export const isModule = (path: string) => (id: string) => id.replaceAll('\\', '/').endsWith(path);
