// A classic script the build bundles on its own and index.html loads before the entry
// (build/first-screen-hints.ts), so it runs as soon as it arrives instead of after the entry's
// ~115 KiB and React: it asks for the first screen's files beyond the entry (the app, the frame,
// the home and the texts), which the entry would ask for only once it runs, one round trip and
// the entry's download later (issue 17).
import { defaultLanguage } from '@crewhub/shared';
import { storageKeys } from '@/lib/storage';
import { pickedLanguage } from '@/lib/ui-settings';
import { firstScreenParts, firstScreenTexts, type FirstScreenPart } from './first-screen-parts';

/** Filled in by the build: each part's scripts and styles, each `language/namespace`'s file. */
declare const firstScreenFiles: {
  parts: Record<FirstScreenPart, readonly string[]>;
  texts: Record<string, string | undefined>;
};

const hint = (file: string) => {
  const link = document.createElement('link');
  // The same request the entry's import() makes later (Vite's preload links are crossorigin too),
  // so the browser reuses this one.
  if (file.endsWith('.css')) {
    link.rel = 'preload';
    link.as = 'style';
  } else link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = file;
  document.head.append(link);
};

const { pathname } = window.location;
const signedIn = localStorage.getItem(storageKeys.token) !== null;
// The language and namespaces the entry starts i18next with (main.tsx, lib/i18n.ts).
const language = pickedLanguage() ?? defaultLanguage;
const texts = ['common', 'navigation', ...firstScreenTexts(pathname, signedIn)].map(
  (namespace) => firstScreenFiles.texts[`${language}/${namespace}`] ?? [],
);
// A part's list holds what it imports from another part too; each file is asked for once.
const parts = firstScreenParts(pathname, signedIn).flatMap((part) => firstScreenFiles.parts[part]);
new Set([...texts.flat(), ...parts]).forEach(hint);
