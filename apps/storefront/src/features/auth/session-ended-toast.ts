import { SESSION_ENDED_FLASH, SESSION_ENDED_MESSAGE } from '../../shared/flash';
import { toastRequested } from '../toasts';

/**
 * The toast that tells the shopper their session ended and they must sign in again. The sign-in page a refused
 * session leads to says it too (its flash): both take one id, so the shopper who meets both sees it once.
 */
export const sessionEndedToast = () => toastRequested(SESSION_ENDED_MESSAGE, 'info', 'Please sign in again to continue.', undefined, SESSION_ENDED_FLASH);
