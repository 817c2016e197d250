import type { Plugin } from 'vite';

/** The cascade layers of every page, lowest first. */
export declare const CSS_LAYER_ORDER: string;

/** Puts the layer order at the top of every CSS file the build writes. */
export declare function cssLayerOrder(): Plugin;
