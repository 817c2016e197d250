import { toastRequested } from '../toasts';

/** The toast that tells the shopper their session ended and they must sign in again. */
export const sessionEndedToast = () => toastRequested('Your session has ended', 'info', 'Please sign in again to continue.');
