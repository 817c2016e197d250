import type { Plugin, Rolldown } from 'vite';

/** A plugin that rewrites the browser build's bundle last in generateBundle, once Vite is done with it. */
export declare function browserBundleRewrite(name: string, rewrite: (bundle: Rolldown.OutputBundle) => void): Plugin;
