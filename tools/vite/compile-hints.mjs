// A Vite plugin for the storefront's browser build: plain JavaScript, so Vite's native config loader can import it
// as it is (types in compile-hints.d.mts).

import { browserBundleRewrite } from './bundle-rewrite.mjs';

/**
 * V8's explicit compile hint (Chromium 136 and later): on the file's first line, it has the engine compile every
 * function of the file while the file streams in, on a background thread, instead of each one on the main thread
 * the first time it runs. Other engines read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's compile hint on the first line of the named chunks. Meant for the libraries every page runs as it
 * hydrates and at its first tap (React's event system, the store, Immer): compiled lazily, each of their functions
 * cost the main thread its parse and compile the first time it ran, a first "Add to bag" among them. The file's name
 * keeps the hash of its code without the hint: a browser holding the file from before runs the same code.
 * `modules` names further chunks by what they hold: each chunk with a module whose id it matches (a lazily loaded
 * part that runs whole the moment a shopper taps, such as a modal panel).
 */
export function compileHints(chunkNames, modules) {
  const wanted = new Set(chunkNames);
  const hinted = (chunk) => wanted.has(chunk.name) || (modules !== undefined && (chunk.moduleIds ?? []).some((id) => modules.test(id)));
  return browserBundleRewrite('aurelia:compile-hints', (bundle) => {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !hinted(chunk) || chunk.code.startsWith(COMPILE_HINT)) continue;
      chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      // One line more at the top: the source map's lines move down by one.
      if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
    }
  });
}
