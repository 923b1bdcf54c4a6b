import type { Plugin, Rolldown } from 'vite';
import { storageKeys } from '../src/lib/storage';
import { homePath } from '../src/shell/home-path';
import { firstScreenModules, homeStartTextLanguage, isModule } from './first-screen-modules';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** What the home's first paint needs, in the order it needs it, then what it loads besides. */
const paintRoots = [firstScreenModules.app, firstScreenModules.frame, firstScreenModules.home];
const laterRoots = [firstScreenModules.tokenRefresh, firstScreenModules.offlineCopy];

const isChunk = (output: OutputBundle[string] | undefined): output is OutputChunk =>
  output?.type === 'chunk';

const chunks = (bundle: OutputBundle) => Object.values(bundle).filter(isChunk);

const chunkOf = (bundle: OutputBundle, modulePath: string): OutputChunk => {
  const chunk = chunks(bundle).find((candidate) => candidate.moduleIds.some(isModule(modulePath)));
  if (!chunk) throw new Error(`home-preload: no chunk holds ${modulePath}`);
  return chunk;
};

/** `roots` and every chunk they import statically, breadth first, added to `files`. */
const addWithStaticImports = (bundle: OutputBundle, roots: OutputChunk[], files: Set<string>) => {
  const added = new Set(roots.map((root) => root.fileName));
  for (const file of added) {
    const chunk = bundle[file];
    if (isChunk(chunk)) chunk.imports.forEach((imported) => added.add(imported));
  }
  added.forEach((file) => files.add(file));
  return files;
};

/** Each language's text files for the start, by the language's code (the locales' folders). */
const textFilesByLanguage = (bundle: OutputBundle): Record<string, string[]> => {
  const byLanguage: Record<string, Set<string>> = {};
  for (const chunk of chunks(bundle)) {
    for (const id of chunk.moduleIds) {
      const language = homeStartTextLanguage(id);
      if (language) (byLanguage[language] ??= new Set()).add(chunk.fileName);
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
 * only in a language picked on this device (stored by the login), read apart so that a damaged
 * setting costs only them; without one the app settles the language once the tenant's settings
 * arrive, and loads them then.
 */
const preloadScript = ({ scripts, styles, textsByLanguage }: PreloadLists): string =>
  `(()=>{try{` +
  `if(location.pathname!==${JSON.stringify(homePath)}||localStorage.getItem(${JSON.stringify(storageKeys.token)})===null)return;` +
  `const add=(rel,href)=>{const link=document.createElement("link");link.rel=rel;if(rel==="preload")link.as="style";link.crossOrigin="";link.href=href;document.head.append(link)};` +
  `${JSON.stringify(styles)}.forEach((href)=>add("preload",href));` +
  `${JSON.stringify(scripts)}.forEach((href)=>add("modulepreload",href));` +
  `const texts=${JSON.stringify(textsByLanguage)};` +
  `try{const{language}=JSON.parse(localStorage.getItem(${JSON.stringify(storageKeys.uiSettings)})??"{}");` +
  `if(Object.hasOwn(texts,language))texts[language].forEach((href)=>add("modulepreload",href))}catch{}` +
  `}catch{}})()`;

/**
 * Where the script goes: after the entry's own tags but before its stylesheet, because a script
 * written in the page waits for the stylesheets above it to arrive before it runs.
 */
const insertBeforeStylesheet = (html: string, script: string): string => {
  const tag = `<script>${script}</script>\n    `;
  const stylesheet = html.indexOf('<link rel="stylesheet"');
  return stylesheet === -1
    ? html.replace('</head>', `${tag}</head>`)
    : `${html.slice(0, stylesheet)}${tag}${html.slice(stylesheet)}`;
};

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
      handler: (html, { bundle, chunk: entry }) => {
        if (!bundle || !entry) return html;
        const href = (file: string) => `${base}${file}`;
        const loadedByEntry = addWithStaticImports(bundle, [entry], new Set());
        const rootsOf = (paths: string[]) => paths.map((path) => chunkOf(bundle, path));
        const forPaint = addWithStaticImports(bundle, rootsOf(paintRoots), new Set());
        const files = [...addWithStaticImports(bundle, rootsOf(laterRoots), new Set(forPaint))];
        const newFiles = files.filter((file) => !loadedByEntry.has(file));
        const styles = newFiles.flatMap((file) => {
          const chunk = bundle[file];
          return isChunk(chunk) ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
        });
        const textsByLanguage = Object.fromEntries(
          Object.entries(textFilesByLanguage(bundle)).map(([language, texts]) => [
            language,
            texts.map(href),
          ]),
        );
        const script = preloadScript({
          scripts: newFiles.map(href),
          styles: styles.map(href),
          textsByLanguage,
        });
        return insertBeforeStylesheet(html, script);
      },
    },
  };
};
