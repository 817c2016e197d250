/** What other features may use of toasts: ask for one. */
export { NO_CONNECTION, toastRequested, type ToastLink } from './toasts-slice';
