/** Cookie carrying a one-time message across a redirect (the disabled-routes toast, docs/architecture.md). */
export const FLASH_COOKIE_NAME = 'aurelia_flash';

/** The flash a sign-out made with a refused session leaves: the sign-in page it leads to says the session ended. */
export const SESSION_ENDED_FLASH = 'session-ended';
export const SESSION_ENDED_MESSAGE = 'Your session has ended';
