import { readFileSync } from 'node:fs';
import type { EntryContext } from 'react-router';
import { stylesheetFile, withoutInlinedStylesheets, type InlinedStylesheet } from '../shared/inlined-stylesheets';

/** The root route's stylesheets with their text, read once from the browser build beside the server's. */
let rootStylesheets: InlinedStylesheet[] | undefined;

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

/**
 * The stylesheets every page carries in its HTML (shared/inlined-stylesheets.tsx), taken out of the route manifest
 * React Router links from. The manifest is the build's, the same object for every request: read on the first.
 */
export function inlinedStylesheets(context: EntryContext): readonly InlinedStylesheet[] {
  rootStylesheets ??= (context.manifest.routes['root']?.css ?? []).flatMap((href) => {
    const file = stylesheetFile(href);
    const text = readStylesheet(file);
    return text === null ? [] : [{ href: file, text }];
  });
  withoutInlinedStylesheets(context.manifest, new Set(rootStylesheets.map(({ href }) => href)));
  return rootStylesheets;
}
