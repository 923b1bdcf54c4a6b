import { defaultLanguage, supportedLanguages, type Language } from '@crewhub/shared';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadedOnce } from './loaded-once';
import { writeUiSettings } from './ui-settings';

/** One namespace per feature plus `common` (STYLE 18). */
export const namespaces = [
  'common',
  'auth',
  'navigation',
  'home',
  'version',
  'not-found',
  'jobs',
  'vacancies',
  'personal-calendar',
  'crews',
  'crew-info',
  'crew-profile',
  'calendar',
  'projects',
  'find-best-person',
  'projects-calendar',
  'planning-calendar',
  'planner-crew',
  'planning-crew-item-list',
  'membership-crews',
  'locations',
  'projects-vacancy',
  'todo-calendar',
  'documents',
  'forms',
  'payrolls',
  'receipts',
  'calendar-subscriptions',
  'mail',
  'plus-crews',
  'profile',
  'invoices',
  'help-center',
  'one-x-one-tree',
  'contracts',
  'appointments',
  'notifications',
  'trainings',
  'mobile-documents',
  'companies',
  'person-notes',
] as const;
export type Namespace = (typeof namespaces)[number];

type TextLoaders = Record<string, () => Promise<ResourceKey>>;

// Each language/namespace file becomes its own chunk, so a visitor downloads only their language.
// Here only the first screens': the sign-in page's and the home's, which a signed-in start loads
// with the frame's (shell/first-screen.ts). The list of every other file, in seven languages,
// weighs ~4 KiB gzip: it is a file of its own (lib/page-texts.ts), asked for when a page first
// needs one of them or once the first screen is shown, so neither first screen waits for it
// (issue 17).
const firstScreenLoaders: TextLoaders = import.meta.glob<ResourceKey>(
  '../locales/*/{common,navigation,auth,home}.json',
  { import: 'default' },
);

/** Starts loading the list of the pages' texts; a failed download is asked again next time. */
export const loadPageTextList: () => Promise<TextLoaders> = loadedOnce(() =>
  import('./page-texts').then(({ pageTextLoaders }) => pageTextLoaders),
);

const loaderOf = async (file: string) =>
  firstScreenLoaders[file] ?? (await loadPageTextList())[file];

const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read: (language, namespace, callback) => {
    loaderOf(`../locales/${language}/${namespace}.json`)
      .then((load) => {
        if (!load) throw new Error(`No texts for ${language}/${namespace}`);
        return load();
      })
      .then(
        (texts) => callback(null, texts),
        (error: Error) => callback(error, false),
      );
  },
};

/** `pageNamespaces`: the first page's texts, loaded together with the frame's. */
export const initI18n = (
  language: Language = defaultLanguage,
  pageNamespaces: readonly Namespace[] = [],
) =>
  i18n
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // No fallback: every language has every English key (locales.test.ts), and a fallback
      // language's files load up front, beside the picked language's (issue 17).
      fallbackLng: false,
      supportedLngs: [...supportedLanguages],
      // i18next would otherwise turn de-at into de-AT and miss the de-at folder.
      lowerCaseLng: true,
      load: 'currentOnly',
      // The frame's texts load up front; page namespaces load when a page needs them.
      ns: ['common', 'navigation', ...pageNamespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });

/** Switches the texts right away; `persist` records the choice in uiSettings for next visits. */
export const changeUiLanguage = async (language: Language, persist: boolean): Promise<void> => {
  if (persist) writeUiSettings({ language });
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
};

export { i18n };
