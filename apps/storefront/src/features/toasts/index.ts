/** What other features may use of toasts: ask for one. */
export { toastRequested, type ToastLink } from './toasts-slice';
