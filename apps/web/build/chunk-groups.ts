/** Libraries change less often than app code: separate chunks stay cached across deploys. */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
].map((group) => ({ ...group, priority: 2 }));

/**
 * What the entry imports statically, in one file with the entry. Split by which lazy chunks
 * share each module it made ~30 small files, and over HTTP/1.1 a phone fetches only a few at a
 * time, so the first screen waited several round trips for them (issue 17, Lighthouse on a
 * simulated slow 4G).
 */
const startupGroup = { name: 'startup', tags: ['$initial' as const], priority: 1 };

/** rolldown's `output.codeSplitting.groups`. */
export const chunkGroups = [...vendorGroups, startupGroup];
