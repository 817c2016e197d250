/**
 * The plan's requests (joining, paying out, reading a transaction): fetched once a page that needs them has hydrated,
 * not with it, and awaited by a press made before they have come.
 */
export const planRequests = () => import('./gold-plan-thunks');
