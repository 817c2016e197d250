// A Vite plugin the storefront, the kiosk and Storybook share: plain JavaScript, so Vite's native config loader
// can import it as it is (types in css-layer-order.d.mts).

/**
 * The cascade layers of every page, lowest first: resets, design tokens, libs/ui's components, the app's own rules.
 * A layer's place is fixed where its name first appears, so this statement must come before any layered rule.
 */
export const CSS_LAYER_ORDER = '@layer reset, tokens, ui, app;';

const DECLARED = /^@layer reset, ?tokens, ?ui, ?app;/;

/**
 * Puts the layer order at the top of every CSS file the build writes. Which stylesheet a page loads first is the
 * bundler's choice (a shared chunk may come before the app's), and the minifier drops a statement it finds
 * redundant within one file; whichever file comes first, it declares the same order, so a component's styles
 * never end up in a layer below the resets.
 */
export function cssLayerOrder() {
  return {
    name: 'aurelia:css-layer-order',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const source = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        if (!DECLARED.test(source)) file.source = `${CSS_LAYER_ORDER}\n${source}`;
      }
    },
  };
}
