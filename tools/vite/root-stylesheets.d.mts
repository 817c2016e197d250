import type { Plugin, Rolldown } from 'vite';

/** The stylesheets the root route links on every page (its chunk's, the client entry's, and what they import). */
export declare function rootStylesheets(bundle: Rolldown.OutputBundle, isRoot: (moduleId: string) => boolean): Set<string>;

/** A chunk's code with the given files left out of its lazy imports' preload lists (indexes renumbered). */
export declare function withoutPreloads(code: string, leftOut: ReadonlySet<string>): string;

/** Lazy imports never preload the root's stylesheets, which every page carries in its HTML, nor their importer's own. */
export declare function rootStylesheetsNotPreloaded(options?: { isRoot?: (moduleId: string) => boolean }): Plugin;
