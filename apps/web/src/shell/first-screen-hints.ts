// A classic script the build bundles on its own and index.html loads before the entry
// (build/first-screen-hints.ts), so it runs as soon as it arrives instead of after the entry's
// ~115 KiB and React: it asks for the files of the first screen beyond the entry, which the entry
// would ask for only once it runs, one round trip and the entry's download later (issue 17).
import { storageKeys } from '@/lib/storage';
import { firstScreenParts, type FirstScreenPart } from './first-screen-parts';

/** Each part's files (scripts and styles), filled in by the build. */
declare const firstScreenFiles: Record<FirstScreenPart, readonly string[]>;

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

const signedIn = localStorage.getItem(storageKeys.token) !== null;
const parts = firstScreenParts(window.location.pathname, signedIn);
// A part's list holds what it imports from another part too; each file is asked for once.
new Set(parts.flatMap((part) => firstScreenFiles[part])).forEach(hint);
