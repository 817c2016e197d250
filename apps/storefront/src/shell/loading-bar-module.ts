// The loading bar as a module of its own, for NavigationLoadingBar to load once the page is idle after hydration.
export { LoadingBar as default } from '@aurelia/ui';

// The error pages' code (route-error.tsx draws them on demand) comes in the same idle moment, from here rather than
// from the page's first load: an error met later with the connection gone (a link tapped offline) could no longer
// fetch it, and the router would show its own bare error in place of the shop.
void import('./route-error-pages').catch(() => undefined);
