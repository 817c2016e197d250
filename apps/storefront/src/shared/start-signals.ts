/**
 * Dispatched on `document` once the page has hydrated and restored what the browser kept (the bag,
 * app-providers.tsx): a press now does what it would do at any later moment, and the inline start script
 * (deferred-scripts.tsx) makes again the press it kept from before.
 */
export const STARTED_EVENT = 'aurelia:started';
/**
 * On the element of a part hydrated after the page (late-part.tsx, and the parts a page keeps choices for with
 * useKeepEarlyChoice: a listing's filters and pieces, a booking's store and day): until the part keeps presses
 * itself, the inline start script keeps one made in it, which React, hydrating the page, would drop
 * (deferred-scripts.tsx); what was typed or chosen in it is told when the part says it has hydrated.
 */
export const LATE_PART_ATTRIBUTE = 'data-late-part';
/** The attribute as props to spread on a part's element: `<div {...LATE_PART_MARK}>`. */
export const LATE_PART_MARK: Readonly<Record<typeof LATE_PART_ATTRIBUTE, ''>> = { [LATE_PART_ATTRIBUTE]: '' };
/**
 * Dispatched on a part as it begins keeping the choices made in it (keep-early-choice.ts): the inline start script
 * makes again there and then the press it kept in the part, which the part keeps in its turn, first.
 */
export const PART_KEEPING_EVENT = 'aurelia:part-keeping';
/**
 * Dispatched on a part once it has hydrated: the inline start script tells React what was typed or chosen in it
 * before it kept choices itself, and prevents the event's default if there was anything (deferred-scripts.tsx).
 */
export const PART_HYDRATED_EVENT = 'aurelia:part-hydrated';
