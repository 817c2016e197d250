/**
 * Dispatched on `document` once the page has hydrated and restored what the browser kept (the bag,
 * app-providers.tsx): a press now does what it would do at any later moment, and the inline start script
 * (deferred-scripts.tsx) makes again the press it kept from before.
 */
export const STARTED_EVENT = 'aurelia:started';
/**
 * On the element of a part hydrated after the page (late-part.tsx): until it has hydrated, the inline start script
 * keeps a press in it that React, hydrating the page, would drop (deferred-scripts.tsx).
 */
export const LATE_PART_ATTRIBUTE = 'data-late-part';
/**
 * Dispatched on a part once it has hydrated: the inline start script tells React what was typed or chosen in it
 * before it kept choices itself, and prevents the event's default if there was anything (deferred-scripts.tsx).
 */
export const PART_HYDRATED_EVENT = 'aurelia:part-hydrated';
