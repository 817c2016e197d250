import type { Plugin, Rolldown } from 'vite';

/** The stylesheets the root route links on every page (its chunk's, the client entry's, and what they import). */
export declare function rootStylesheets(bundle: Rolldown.OutputBundle, isRoot: (moduleId: string) => boolean): Set<string>;

/** Lazy imports name the root's stylesheets as React Router links them (`…css#`), so they are never linked twice. */
export declare function rootStylesheetsLinkedOnce(options?: { isRoot?: (moduleId: string) => boolean }): Plugin;
