import type { Plugin, Rolldown } from 'vite';
import { storageKeys } from '../src/lib/storage';
import { homePath } from '../src/shell/home-path';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The modules a signed-in start at the home imports beyond the entry, in the order it needs them:
 * the app, the signed-in frame, the home screen, then the token refresh and the offline copy
 * (shell/first-screen.ts and app/app.tsx start them).
 */
const homeStartRoots = [
  '/src/app/app.tsx',
  '/src/app/layouts/app-layout.tsx',
  '/src/app/routes/home.tsx',
  '/src/features/auth/components/token-refresh.tsx',
  '/src/features/offline/lib/persist-queries.ts',
];

/** The texts that start loads in the user's language: the frame's (lib/i18n.ts) and the home's. */
const homeStartTexts = ['common', 'navigation', 'home'];

const isChunk = (output: OutputBundle[string] | undefined): output is OutputChunk =>
  output?.type === 'chunk';

const chunks = (bundle: OutputBundle) => Object.values(bundle).filter(isChunk);

const holds = (chunk: OutputChunk, modulePath: string) =>
  chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(modulePath));

const chunkOf = (bundle: OutputBundle, modulePath: string): OutputChunk => {
  const chunk = chunks(bundle).find((candidate) => holds(candidate, modulePath));
  if (!chunk) throw new Error(`home-preload: no chunk holds ${modulePath}`);
  return chunk;
};

/** `roots` and every chunk they import statically, breadth first: the app's first. */
const withStaticImports = (bundle: OutputBundle, roots: OutputChunk[]): Set<string> => {
  const files = new Set(roots.map((root) => root.fileName));
  for (const file of files) {
    const chunk = bundle[file];
    if (isChunk(chunk)) chunk.imports.forEach((imported) => files.add(imported));
  }
  return files;
};

/** Each language's text files for the start, by the language's code (the locales' folders). */
const textFilesByLanguage = (bundle: OutputBundle): Record<string, string[]> => {
  const byLanguage: Record<string, Set<string>> = {};
  for (const chunk of chunks(bundle)) {
    for (const id of chunk.moduleIds) {
      const [, language, namespace] =
        /\/src\/locales\/([\w-]+)\/([\w-]+)\.json$/.exec(id.replaceAll('\\', '/')) ?? [];
      if (language && namespace && homeStartTexts.includes(namespace)) {
        (byLanguage[language] ??= new Set()).add(chunk.fileName);
      }
    }
  }
  return Object.fromEntries(
    Object.entries(byLanguage).map(([language, files]) => [language, [...files]]),
  );
};

type PreloadLists = {
  scripts: string[];
  styles: string[];
  textsByLanguage: Record<string, string[]>;
};

/**
 * The script, self-contained: it runs before any of the app's modules. The texts are asked for
 * only in a language picked on this device (stored by the login); without one the app settles
 * the language once the tenant's settings arrive, and loads them then.
 */
const preloadScript = ({ scripts, styles, textsByLanguage }: PreloadLists): string =>
  `(()=>{try{` +
  `if(location.pathname!==${JSON.stringify(homePath)}||localStorage.getItem(${JSON.stringify(storageKeys.token)})===null)return;` +
  `const add=(rel,href)=>{const link=document.createElement("link");link.rel=rel;if(rel==="preload")link.as="style";link.crossOrigin="";link.href=href;document.head.append(link)};` +
  `const texts=${JSON.stringify(textsByLanguage)};` +
  `const language=JSON.parse(localStorage.getItem(${JSON.stringify(storageKeys.uiSettings)})??"{}")?.language;` +
  `[...${JSON.stringify(scripts)},...(Object.hasOwn(texts,language)?texts[language]:[])].forEach((href)=>add("modulepreload",href));` +
  `${JSON.stringify(styles)}.forEach((href)=>add("preload",href))` +
  `}catch{}})()`;

/**
 * A small script in index.html that, on a signed-in start at the home, asks for the files that
 * start needs beyond the entry (the app, the frame, the home, their styles and texts) while the
 * entry downloads. Without it they were asked for only once the entry (~105 KiB gzip with React)
 * had arrived and run: one more round trip before the first screen on a phone (issue 17). The
 * links only start downloads; the modules still run when the app imports them. The server allows
 * this one inline script by its hash in the Content-Security-Policy (plugins/web-app.ts).
 */
export const homePreload = (): Plugin => {
  let base = '/';
  return {
    name: 'crewhub-home-preload',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle, chunk: entry }) => {
        if (!bundle || !entry) return [];
        const href = (file: string) => `${base}${file}`;
        const loadedByEntry = withStaticImports(bundle, [entry]);
        const roots = homeStartRoots.map((root) => chunkOf(bundle, root));
        const files = [...withStaticImports(bundle, roots)].filter(
          (file) => !loadedByEntry.has(file),
        );
        const styles = files.flatMap((file) => {
          const chunk = bundle[file];
          return isChunk(chunk) ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
        });
        const textsByLanguage = Object.fromEntries(
          Object.entries(textFilesByLanguage(bundle)).map(([language, texts]) => [
            language,
            texts.map(href),
          ]),
        );
        const lists = { scripts: files.map(href), styles: styles.map(href), textsByLanguage };
        return [{ tag: 'script', children: preloadScript(lists), injectTo: 'head' }];
      },
    },
  };
};
