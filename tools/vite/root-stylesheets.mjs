// A Vite plugin for the storefront's browser build (React Router framework mode): plain JavaScript, so Vite's
// native config loader can import it as it is (types in root-stylesheets.d.mts).

import { browserBundleRewrite } from './bundle-rewrite.mjs';

/** The line Vite puts at the top of a chunk with lazy imports: the files each `import()` preloads. */
const MAP_DEPS_LINE = /^const __vite__mapDeps=.*$/m;

/** The stylesheets of a chunk and of every chunk it imports statically, walked through `chunks` by file name. */
function stylesheetsOf(chunks, from, found = new Set(), seen = new Set()) {
  if (!from || seen.has(from.fileName)) return found;
  seen.add(from.fileName);
  for (const css of from.viteMetadata?.importedCss ?? []) found.add(css);
  for (const imported of from.imports) stylesheetsOf(chunks, chunks.get(imported), found, seen);
  return found;
}

function chunksOf(bundle) {
  return new Map(Object.values(bundle).filter((file) => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
}

/**
 * The stylesheets the root route links on every page: those of the root's chunk and of the client entry's (as
 * React Router adds them to the root), and of every chunk they import statically.
 */
export function rootStylesheets(bundle, isRoot) {
  const chunks = chunksOf(bundle);
  const found = new Set();
  const seen = new Set();
  for (const chunk of chunks.values()) if (chunk.facadeModuleId && isRoot(chunk.facadeModuleId)) stylesheetsOf(chunks, chunk, found, seen);
  return found;
}

/** A lazy import's call for its preload list: `__vite__mapDeps([0,1,2])`, indexes into the chunk's list of files. */
const MAP_DEPS_CALL = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/**
 * A chunk's code with the given files left out of its preload lists: out of the list of files, and out of every
 * call's indexes into it (renumbered). Code without a preload list, or none of those files in it, comes back as it is.
 */
export function withoutPreloads(code, leftOut) {
  const line = MAP_DEPS_LINE.exec(code)?.[0];
  if (!line) return code;
  const list = /m\.f=(\[[^\]]*\])/.exec(line);
  if (!list?.[1]) return code;
  const files = JSON.parse(list[1]);
  if (!files.some((file) => leftOut.has(file.replace(/#$/, '')))) return code;
  const kept = [];
  const newIndex = files.map((file) => (leftOut.has(file.replace(/#$/, '')) ? -1 : kept.push(file) - 1));
  const rewrittenLine = line.replace(list[1], () => JSON.stringify(kept));
  return code.replace(line, () => rewrittenLine).replace(MAP_DEPS_CALL, (_call, indexes) => {
    const renumbered = indexes === '' ? [] : indexes.split(',').map((index) => newIndex[Number(index)]).filter((index) => index >= 0);
    return `__vite__mapDeps([${renumbered.join(',')}])`;
  });
}

/**
 * Leaves out of every lazy import's preload list the root route's stylesheets, and those the importing chunk carries
 * itself (its own and its static imports'). The server writes the root's and the page's routes' stylesheets into the
 * page's HTML (apps/storefront/src/shared/inlined-stylesheets.tsx), where Vite's preload helper, which looks for a
 * `<link>` with the same address, cannot find them: it would link, fetch and parse each again after hydration
 * (an 11 KB parse and a restyle of the whole page), for rules the page already has. A chunk's code runs once its own
 * stylesheets are in: linked or inlined with its route's, or preloaded with it by the lazy import that brought it.
 */
export function rootStylesheetsNotPreloaded({ isRoot = (id) => /[\\/]src[\\/](root|entry\.client)\.tsx(\?|$)/.test(id) } = {}) {
  return browserBundleRewrite('aurelia:root-stylesheets-not-preloaded', (bundle) => {
    const inlined = rootStylesheets(bundle, isRoot);
    if (inlined.size === 0) return;
    const chunks = chunksOf(bundle);
    for (const chunk of chunks.values()) chunk.code = withoutPreloads(chunk.code, stylesheetsOf(chunks, chunk, new Set(inlined)));
  });
}
