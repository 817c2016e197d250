import { type FeatureKey } from '../settings/disabled-routes';

/** Who may open a route (docs/behaviour.md §2, §5). */
export type RouteAccess = 'open' | 'guest-only' | 'signed-in';

/** One route of docs/behaviour.md §2. */
export interface RouteDefinition {
  /** Path pattern; `:name` is a parameter that fills one whole segment. */
  pattern: string;
  access: RouteAccess;
  /** The `disabled_routes` feature that switches the route off. */
  feature?: FeatureKey;
  /** The page title where the spec gives one. */
  title?: string;
  /** False for a page rendered without the shop's layout. */
  layout?: false;
  /** Where a signed-in user goes instead, overriding any `redirect` query (guest-only routes). */
  signedInRedirect?: string;
  /**
   * The page shows everyone the same thing (the catalogue, the stores, content): nothing on it depends on who is
   * signed in until the browser has the page, so a signed-in shopper can be served the page a guest gets.
   */
  sameForEveryone?: true;
}

// The helpers below only make objects: marked so, a bundle that takes one export of this module (LOGIN_PATH) does not
// build the whole table for nothing.
const open = /* @__NO_SIDE_EFFECTS__ */ (pattern: string, extra: Partial<RouteDefinition> = {}): RouteDefinition => ({
  pattern,
  access: 'open',
  ...extra,
});
const signedIn = /* @__NO_SIDE_EFFECTS__ */ (pattern: string, feature?: FeatureKey): RouteDefinition =>
  feature ? { pattern, access: 'signed-in', feature } : { pattern, access: 'signed-in' };
const guestOnly = /* @__NO_SIDE_EFFECTS__ */ (pattern: string): RouteDefinition => ({ pattern, access: 'guest-only' });

const sameForEveryone = /* @__NO_SIDE_EFFECTS__ */ (pattern: string): RouteDefinition => open(pattern, { sameForEveryone: true });

/** Every route of docs/behaviour.md §2, one entry per pattern; any other path is the 404 page. */
export const ROUTES: readonly RouteDefinition[] = [
  sameForEveryone('/'),
  sameForEveryone('/about'),
  open('/cart', { feature: 'cart' }),
  sameForEveryone('/product/:productSlug'),
  sameForEveryone('/category/:categorySlug'),
  sameForEveryone('/search'),
  sameForEveryone('/stores'),
  sameForEveryone('/stores/:storeSlug'),
  sameForEveryone('/page/:pageSlug'),
  signedIn('/giftcards', 'giftcards'),
  signedIn('/giftcards/checkout', 'giftcards'),
  signedIn('/checkout', 'checkout'),
  open('/checkout/success', { feature: 'checkout' }),
  open('/checkout/failure', { feature: 'checkout' }),
  open('/checkout/payment-status', { feature: 'checkout' }),
  guestOnly('/auth/login'),
  guestOnly('/auth/register'),
  guestOnly('/auth/forgot-password'),
  guestOnly('/auth/reset-password'),
  guestOnly('/reset-password'),
  { pattern: '/auth/otplogin', access: 'guest-only', signedInRedirect: '/user/profile' },
  open('/auth/logout'),
  // The emailed link: it works signed in or not.
  open('/auth/verify-email'),
  signedIn('/user/profile'),
  signedIn('/user/orders'),
  signedIn('/user/wishlist'),
  signedIn('/user/order/:orderNumber'),
  signedIn('/user/carat-coins', 'carat-coins'),
  signedIn('/user/gold-purchase-plan', 'gold-purchase-plan'),
  signedIn('/user/gold-purchase-plan/subscription/:uuid', 'gold-purchase-plan'),
  signedIn('/user/gold-purchase-plan/payment/:paymentUUID', 'gold-purchase-plan'),
  signedIn('/user/gold-purchase-plan/transaction-status/:transactionNumber', 'gold-purchase-plan'),
  open('/appointment', { title: 'Book Appointment' }),
  open('/appointment/success', { title: 'Appointment Confirmed' }),
  open('/maintenance', { layout: false }),
];

/** The page shown while `maintenance_mode` is on (docs/architecture.md). */
export const MAINTENANCE_PATH = '/maintenance';
/** The sign-in page that signed-in-only routes send guests to (docs/behaviour.md §2). */
export const LOGIN_PATH = '/auth/login';
