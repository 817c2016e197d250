/** What other features may use of toasts: ask for one. */
export { toastRequested } from './toasts-slice';
