import type { ResourceKey } from 'i18next';

// The pages' texts, each language and namespace a chunk of its own; the first screens' are in
// lib/i18n.ts, which loads this list when a page first needs another namespace.
export const pageTextLoaders: Record<string, () => Promise<ResourceKey>> =
  import.meta.glob<ResourceKey>(
    ['../locales/*/*.json', '!../locales/*/{common,navigation,auth,home}.json'],
    { import: 'default' },
  );
