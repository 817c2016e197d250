/**
 * Dispatched on `document` just before React hydrates it (entry.client.tsx): from then on React answers presses
 * itself, and the inline start script (deferred-scripts.tsx) keeps only those in a part hydrated later. Not in start-signals.ts: the
 * browser's build would then make that module a file of its own, shared by the entry and the root, one more
 * request in the first load (first-load.spec.ts counts them).
 */
export const HYDRATING_EVENT = 'aurelia:hydrating';
