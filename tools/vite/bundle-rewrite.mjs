// Shared by the storefront's build plugins (root-stylesheets.mjs, compile-hints.mjs): plain JavaScript, so Vite's
// native config loader can import it as it is (types in bundle-rewrite.d.mts).

/**
 * A plugin that rewrites the browser build's bundle once Vite is done with it: `rewrite(bundle)` runs last in
 * generateBundle, after Vite's import analysis has written the lazy imports' preload lists (on a chunk's first line).
 */
export function browserBundleRewrite(name, rewrite) {
  return {
    name,
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: { order: 'post', handler: (_options, bundle) => rewrite(bundle) },
  };
}
