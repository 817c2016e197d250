import { readFileSync } from 'node:fs';
import type { EntryContext } from 'react-router';
import { stylesheetFile, withoutInlinedStylesheets, type InlinedStylesheet } from '../shared/inlined-stylesheets';

/** The root route's stylesheets with their text, read once from the browser build beside the server's. */
let rootStylesheets: InlinedStylesheet[] | undefined;
/** Every stylesheet read so far, by address: null where there is no such file (under `react-router dev`). */
const texts = new Map<string, string | null>();

/** Where the browser's files are, seen from this module: build/server/index.js, or a chunk in build/server/assets. */
const CLIENT_BUILD = ['../client', '../../client'];

function readStylesheet(href: string): string | null {
  for (const client of CLIENT_BUILD) {
    try {
      return readFileSync(new URL(`${client}${href}`, import.meta.url), 'utf8');
    } catch {
      // Not there: the next place, and under `react-router dev` none, where the stylesheet stays linked.
    }
  }
  return null;
}

function textOf(file: string): string | null {
  if (!texts.has(file)) texts.set(file, readStylesheet(file));
  return texts.get(file) ?? null;
}

/** The stylesheets named in `hrefs` that the build has, once each, in order. */
function readable(hrefs: readonly string[], precedence: InlinedStylesheet['precedence'], skip: ReadonlySet<string>): InlinedStylesheet[] {
  const files = [...new Set(hrefs.map(stylesheetFile))].filter((file) => !skip.has(file));
  return files.flatMap((file) => {
    const text = textOf(file);
    return text === null ? [] : [{ href: file, precedence, text }];
  });
}

/**
 * The stylesheets a page carries in its HTML (shared/inlined-stylesheets.tsx): the root route's, which every page
 * has, and those of the routes this request matched. The manifest is the build's, the same object for every
 * request: the root's are taken out of it on the first request; the matched routes' only out of this request's
 * copy, which the returned context holds, as another page still links them.
 */
export function inlinedStylesheets(context: EntryContext): { context: EntryContext; stylesheets: readonly InlinedStylesheet[] } {
  rootStylesheets ??= readable(context.manifest.routes['root']?.css ?? [], 'root', new Set());
  withoutInlinedStylesheets(context.manifest, new Set(rootStylesheets.map(({ href }) => href)));

  const matched = context.staticHandlerContext.matches.map((match) => match.route.id).filter((id) => id !== 'root');
  const routeHrefs = matched.flatMap((id) => context.manifest.routes[id]?.css ?? []);
  const routeStylesheets = readable(routeHrefs, 'route', new Set(rootStylesheets.map(({ href }) => href)));
  if (routeStylesheets.length === 0) return { context, stylesheets: rootStylesheets };

  const inlined = new Set(routeStylesheets.map(({ href }) => href));
  const routes = { ...context.manifest.routes };
  for (const id of matched) {
    const route = routes[id];
    if (route?.css) routes[id] = { ...route, css: route.css.filter((href) => !inlined.has(stylesheetFile(href))) };
  }
  return {
    context: { ...context, manifest: { ...context.manifest, routes } },
    stylesheets: [...rootStylesheets, ...routeStylesheets],
  };
}
