import type { Plugin } from 'vite';

/** V8's explicit compile hint: the first line of a file whose functions all run as it loads. */
export declare const COMPILE_HINT: string;

/** Puts V8's compile hint on the first line of the browser build's chunks of these names, and of those holding a module `modules` matches. */
export declare function compileHints(chunkNames: readonly string[], modules?: RegExp): Plugin;
