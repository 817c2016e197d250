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

/**
 * Lets a lazily imported module find the stylesheets the root route has already linked, so that the browser does
 * not link, fetch and parse them a second time after hydration.
 *
 * React Router links a stylesheet that some `import()` also needs with a trailing `#` (`/assets/shared-1.css#`), so
 * that its own link, which it removes when the route goes, is never the one a lazy module relies on. Vite's preload
 * helper looks for a link with the very same URL before it adds one; it never finds `…css#`, and every lazy import
 * (the cart's storage, the toasts, the account menu) added a second link to the shared stylesheet: a fetch, an
 * 11 KB parse and a restyle of the whole page, in the tasks that follow hydration. The root's links stay for the
 * page's whole life, so for those stylesheets the preload lists name the same `…css#` URL: the helper finds the
 * root's link and adds nothing; were it ever missing, the helper links that URL, the same file.
 */
export function rootStylesheetsLinkedOnce({ isRoot = (id) => /[\\/]src[\\/](root|entry\.client)\.tsx(\?|$)/.test(id) } = {}) {
  return {
    name: 'aurelia:root-stylesheets-linked-once',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After Vite has written the preload lists (its import analysis does so in generateBundle).
      order: 'post',
      handler(_options, bundle) {
        const linked = rootStylesheets(bundle, isRoot);
        if (linked.size === 0) return;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const line = MAP_DEPS_LINE.exec(chunk.code)?.[0];
          if (!line) continue;
          let rewritten = line;
          for (const css of linked) rewritten = rewritten.replaceAll(JSON.stringify(css), JSON.stringify(`${css}#`));
          if (rewritten !== line) chunk.code = chunk.code.replace(line, () => rewritten);
        }
      },
    },
  };
}
