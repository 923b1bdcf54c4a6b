import { firstScreenModules, homeStartTextLanguage, isModule } from './first-screen-modules';
import { sharedWithPublicPages } from './public-pages-group';

/** Libraries change less often than app code: separate chunks stay cached across deploys. */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
].map((group) => ({ ...group, priority: 5 }));

/**
 * What the entry imports statically, in one file with the entry. Split by which lazy chunks
 * share each module it made ~30 small files, and over HTTP/1.1 a phone fetches only a few at a
 * time, so the first screen waited several round trips for them (issue 17, Lighthouse on a
 * simulated slow 4G).
 */
const startupGroup = { name: 'startup', tags: ['$initial' as const], priority: 4 };

/**
 * A signed-in start's first screen beyond the entry in three files, for the same reason: the app
 * (router, TanStack Query, the route table), the signed-in frame and the crew's home, each with
 * the modules it imports (rolldown follows the imports left after tree shaking, so index files
 * bring only what is used). Split by which pages share each module they were ~80 files. A module
 * goes to the first group that needs it: a page that shares a component with the home loads the
 * home's file too (~12 KiB gzip), which the signed-in start has usually loaded already.
 */
const firstScreenGroups = [
  {
    name: 'app',
    // The stored session's checks: what they share with the frame comes with the app, so the
    // loading screen (which needs the app anyway) does not wait for the frame's file. Also,
    // before the frame and the home take them, what the public pages share with those two:
    // every page needs the app, and in its file they cost no request of their own.
    test: (id: string) =>
      isModule(firstScreenModules.app)(id) ||
      isModule('/src/lib/stored-session.ts')(id) ||
      sharedWithPublicPages.has(id),
    priority: 3,
  },
  { name: 'frame', test: isModule(firstScreenModules.frame), priority: 2 },
  { name: 'home-screen', test: isModule(firstScreenModules.home), priority: 1 },
];

/**
 * The texts a signed-in start at the home loads, in one file per language instead of three
 * (lib/i18n.ts loads them by namespace; they are ~7 KiB gzip together). The sign-in page needs
 * two of them too.
 */
const homeStartTexts = {
  name: (id: string) => {
    const language = homeStartTextLanguage(id);
    return language ? `texts-${language}` : null;
  },
  priority: 6,
};

/**
 * Every icon the pages use beyond the sign-in page's, ~90 in all, in one file of ~7 KiB gzip: one
 * chunk each, the signed-in frame and the home alone asked for ~50 of them (issue 17).
 */
const iconGroup = {
  name: 'icons',
  test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/,
  priority: 0,
};

/** rolldown's `output.codeSplitting.groups`; a module goes to the highest priority that takes it. */
export const chunkGroups = [
  homeStartTexts,
  ...vendorGroups,
  startupGroup,
  ...firstScreenGroups,
  iconGroup,
];
