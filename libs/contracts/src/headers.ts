/**
 * The names of the API's own headers, without zod: a client that only sends them (libs/api-client) imports
 * `@aurelia/contracts/headers` and does not bundle the schemas.
 */

/**
 * The header a registered kiosk sends with every call: the device token it was given at set-up. It names
 * the store; a staff member's PIN then opens a session on it.
 */
export const KIOSK_DEVICE_HEADER = 'x-kiosk-device';
