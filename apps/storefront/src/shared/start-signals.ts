/**
 * Dispatched on `document` once the page has hydrated and restored what the browser kept (the bag,
 * app-providers.tsx): a press now does what it would do at any later moment, and the inline start script
 * (deferred-scripts.tsx) makes again the press it kept from before.
 */
export const STARTED_EVENT = 'aurelia:started';
