/** Cookie carrying a one-time message across a redirect (the disabled-routes toast, docs/architecture.md). */
export const FLASH_COOKIE_NAME = 'aurelia_flash';
