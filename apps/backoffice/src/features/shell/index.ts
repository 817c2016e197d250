export { NotFoundScreen } from './not-found-screen';
export { RequireRight, ShellLayout } from './shell-layout';
