/** What the session uses of gift cards: whether a call is still unconfirmed when the kiosk would lock. */
export { isUnconfirmed } from './gift-cards-slice';
/** What pick-ups reuse: a counter call sent with its key, kept unconfirmed after a lost connection. */
export type { CallFailure, CounterAttempt, CounterCall } from './gift-cards-slice';
export { attemptFor, sendAttempt, type ThunkTools } from './gift-cards-thunks';
