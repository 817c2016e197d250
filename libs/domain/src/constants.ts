/**
 * The business constants of docs/behaviour.md §9, named in one place so that
 * the storefront, the kiosk, the design system and the server agree on them.
 */

/** Products per page of a product list (docs/behaviour.md §9). */
export const PRODUCTS_PER_PAGE = 12;

/** Quantity sent when a shopper adds an item (docs/behaviour.md §9). */
export const ADD_TO_CART_QUANTITY = 1;

/** Decimal places of a cart total (docs/behaviour.md §9). */
export const CART_TOTAL_DECIMALS = 2;

/** Auth cookie lifetime in seconds: 7 days (docs/behaviour.md §9). */
export const AUTH_COOKIE_MAX_AGE_SECONDS = 604_800;

/** Settings cache in session storage stays valid this long (docs/behaviour.md §9). */
export const SETTINGS_CACHE_TTL_MS = 5 * 60_000;
/** Settings refresh when the tab becomes visible after this long hidden (docs/behaviour.md §4). */
export const SETTINGS_REFRESH_ON_VISIBLE_AFTER_MS = 2 * 60_000;
/** Inactivity after which focus or a click may refresh the settings (docs/behaviour.md §4). */
export const SETTINGS_REFRESH_INACTIVITY_MS = 10 * 60_000;
/** Minimum age of the last refresh for an inactivity refresh (docs/behaviour.md §4). */
export const SETTINGS_REFRESH_MIN_AGE_MS = 5 * 60_000;

/** HTTP client: time-out, retries and backoff base (docs/behaviour.md §7, §9). */
export const API_TIMEOUT_MS = 30_000;
export const API_MAX_RETRIES = 2;
export const API_RETRY_BASE_DELAY_MS = 1_000;
/** Upper bound on a server's `Retry-After` that the client will honour. */
export const API_RETRY_AFTER_CAP_MS = 10_000;
/** Statuses on which an idempotent request is retried (docs/behaviour.md §7). */
export const API_RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
/** Methods that may be retried: the idempotent ones (docs/behaviour.md §7). */
export const API_IDEMPOTENT_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'];

/** Toasts (docs/behaviour.md §9; these are Radix Toast's own defaults). */
export const TOAST_LIMIT = 5;
export const TOAST_DEFAULT_DURATION_MS = 5_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_SWIPE_DIRECTION = 'right' as const;
export const TOAST_HOTKEY: readonly string[] = ['F8'];
export const TOAST_DEFAULT_POSITION = 'bottom-right' as const;
/** The shop's own toasts (docs/behaviour.md §9, "another reading"). */
export const SHOP_TOAST_POSITION = 'top-right' as const;
export const SHOP_TOAST_DURATION_MS = 3_000;
/** A closed toast leaves the list this long after closing (docs/behaviour.md §4). */
export const TOAST_REMOVE_DELAY_MS = 200;

/** Tooltip (docs/behaviour.md §9; Radix Tooltip defaults). */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Top loading bar during navigation (docs/behaviour.md §9). */
export const LOADING_BAR = {
  color: '#EAB864',
  heightPx: 3,
  throttleMs: 200,
  durationMs: 2_000,
  hideDelayMs: 500,
  resetDelayMs: 400,
} as const;

/** A lazy component shows its loading state only after this delay (docs/behaviour.md §9). */
export const LAZY_LOADING_DELAY_MS = 200;

/** Brand colours (docs/behaviour.md §9, docs/architecture.md). */
export const BRAND_THEME_COLOR = '#5A164B';
export const BRAND_GOLD = '#EAB864';
/** Brand name when `BRAND_NAME` is not configured (docs/architecture.md). */
export const DEFAULT_BRAND_NAME = 'Aurelia';
/** Page title suffix (docs/behaviour.md §1). */
export const TITLE_TAGLINE = 'Premium Jewellery Collection';
/** Page description (docs/behaviour.md §1). */
export const SITE_DESCRIPTION =
  'Discover gold, diamond and platinum jewellery of the finest craftsmanship and designs.';
/** The viewport allows zooming up to this scale (docs/behaviour.md §9). */
export const VIEWPORT_MAXIMUM_SCALE = 5;
/** Social card type (docs/behaviour.md §9). */
export const SOCIAL_CARD_TYPE = 'summary_large_image';

/** Goods and services tax on jewellery, in percent (3% GST, India). */
export const GST_PERCENT = 3;

/**
 * HSN code of jewellery on an invoice: chapter 7113, "articles of jewellery and parts thereof, of precious
 * metal or of metal clad with precious metal" (GST at 3%).
 */
export const JEWELLERY_HSN_CODE = '7113';
/** Currency and locale of every price (docs/architecture.md). */
export const CURRENCY = 'INR';
export const LOCALE = 'en-IN';

/**
 * How many days ahead, today included, appointments can be booked: the API opens timeslots this far ahead
 * and the booking calendar offers no later date.
 */
export const APPOINTMENT_BOOKING_DAYS = 14;
