import { createContext, use } from 'react';

/**
 * React's precedence for an inlined stylesheet: every page's own styles (the root route's) first, then those of the
 * routes the page was rendered for, then what React Router links.
 */
export type InlinedPrecedence = 'root' | 'route';

/** A stylesheet the page carries in its HTML, and its text (empty in the browser, where the page already has it). */
export interface InlinedStylesheet {
  /** Its file's address, `/assets/…css`. */
  href: string;
  precedence: InlinedPrecedence;
  text: string;
}

/** The part of React Router's route manifest that names each route's stylesheets. */
interface StylesheetManifest {
  routes: Record<string, { css?: string[] } | undefined>;
}

declare global {
  interface Window {
    /** React Router's route manifest, which the page's module script sets before it imports the route modules. */
    __reactRouterManifest?: StylesheetManifest;
  }
}

/**
 * The stylesheets of the page the server rendered, the root route's and its matched routes', are in the page's HTML
 * rather than linked (server/inlined-stylesheets.server.ts provides them with their text): on a phone the first
 * paint waited for each behind the page's module preloads, all sharing one slow connection. A page reached later by
 * a client-side navigation links what it needs beyond those, as React Router does.
 */
export const InlinedStylesheetsContext = createContext<readonly InlinedStylesheet[]>([]);

/** React Router names a stylesheet a lazy import needs as well with a trailing `#`; it is the same file. */
export function stylesheetFile(href: string): string {
  return href.endsWith('#') ? href.slice(0, -1) : href;
}

/** Takes the inlined stylesheets out of every route's list, so that React Router does not link them as well. */
export function withoutInlinedStylesheets(manifest: StylesheetManifest, inlined: ReadonlySet<string>): void {
  if (inlined.size === 0) return;
  for (const route of Object.values(manifest.routes)) {
    if (route?.css?.some((href) => inlined.has(stylesheetFile(href)))) route.css = route.css.filter((href) => !inlined.has(stylesheetFile(href)));
  }
}

/** The stylesheets the server's HTML carries, by address (React writes one element per precedence, naming them all). */
function inlinedInDocument(document: Document): InlinedStylesheet[] {
  return [...document.head.querySelectorAll<HTMLStyleElement>('style[data-precedence][data-href]')].flatMap(({ dataset }) =>
    (dataset['href'] ?? '').split(' ').map((href) => ({ href, precedence: dataset['precedence'] as InlinedPrecedence, text: '' })),
  );
}

/**
 * In the browser, as this module is first evaluated (the page's module script imports the root route's module
 * before the client entry hydrates): the stylesheets the server put in the page, taken out of React Router's
 * manifest, so that it links none of them, now or after a navigation (React keeps them in the document).
 */
const inBrowser = typeof document === 'undefined' ? undefined : inlinedInDocument(document);
if (inBrowser && window.__reactRouterManifest) withoutInlinedStylesheets(window.__reactRouterManifest, new Set(inBrowser.map(({ href }) => href)));
if (inBrowser) standInForInlined(document, inBrowser);

/**
 * Vite's loader of a lazy module links each stylesheet the module needs unless the page already has a
 * `<link rel="stylesheet">` of that file, and it reads the page's links once, at its first load. A disabled link,
 * which the browser never fetches, stands for each inlined stylesheet, so that a lazy module needing one (the bag's
 * lines need the listings' checkbox and select styles) does not have the page fetch, parse and apply it again.
 */
function standInForInlined(document: Document, inlined: readonly InlinedStylesheet[]): void {
  for (const { href } of inlined) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.disabled = true;
    link.dataset['inlined'] = '';
    document.head.append(link);
  }
}

/**
 * The inlined stylesheets as React resources: the server writes them as `<style data-href data-precedence>` at the
 * top of the head; in the browser React finds that element by its address and keeps it, whatever the text given.
 */
export function InlinedStylesheets() {
  const provided = use(InlinedStylesheetsContext);
  return (inBrowser ?? provided).map(({ href, precedence, text }) => (
    <style key={href} href={href} precedence={precedence}>
      {text}
    </style>
  ));
}
