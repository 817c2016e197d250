// The loading bar as a module of its own, for NavigationLoadingBar to load after hydration.
export { LoadingBar as default } from '@aurelia/ui';
