import type { ResourceKey } from 'i18next';
import { addTextLoaders } from './i18n';

// The pages' texts, each language and namespace a chunk of its own (see lib/i18n.ts, which holds
// the sign-in page's). Imported by the app (app/app.tsx) and by the tests' text loader.
addTextLoaders(
  import.meta.glob<ResourceKey>(
    ['../locales/*/*.json', '!../locales/*/{common,navigation,auth,home}.json'],
    { import: 'default' },
  ),
);
