/** What other features may use of auth: the session's events, to react to a sign-out, an expiry or new details. */
export { sessionExpired, signedOut, userUpdated } from './auth-slice';
export { sessionEndedToast } from './session-ended-toast';
