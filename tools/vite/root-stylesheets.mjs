// A Vite plugin for the storefront's browser build (React Router framework mode): plain JavaScript, so Vite's
// native config loader can import it as it is (types in root-stylesheets.d.mts).

/** The line Vite puts at the top of a chunk with lazy imports: the files each `import()` preloads. */
const MAP_DEPS_LINE = /^const __vite__mapDeps=.*$/m;

/**
 * The stylesheets the root route links on every page: those of the root's chunk and of the client entry's (as
 * React Router adds them to the root), and of every chunk they import statically.
 */
export function rootStylesheets(bundle, isRoot) {
  const chunks = new Map(Object.values(bundle).filter((file) => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
  const found = new Set();
  const seen = new Set();
  const walk = (chunk) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) found.add(css);
    for (const imported of chunk.imports) walk(chunks.get(imported));
  };
  for (const chunk of chunks.values()) if (chunk.facadeModuleId && isRoot(chunk.facadeModuleId)) walk(chunk);
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
 * Leaves the root route's stylesheets out of every lazy import's preload list. The server writes them into every
 * page's HTML (apps/storefront/src/shared/inlined-stylesheets.tsx), where Vite's preload helper, which looks for a
 * `<link>` with the same address, cannot find them: it would link, fetch and parse each again after hydration
 * (an 11 KB parse and a restyle of the whole page), for rules the page already has.
 */
export function rootStylesheetsNotPreloaded({ isRoot = (id) => /[\\/]src[\\/](root|entry\.client)\.tsx(\?|$)/.test(id) } = {}) {
  return {
    name: 'aurelia:root-stylesheets-not-preloaded',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After Vite has written the preload lists (its import analysis does so in generateBundle).
      order: 'post',
      handler(_options, bundle) {
        const inlined = rootStylesheets(bundle, isRoot);
        if (inlined.size === 0) return;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk') chunk.code = withoutPreloads(chunk.code, inlined);
        }
      },
    },
  };
}
