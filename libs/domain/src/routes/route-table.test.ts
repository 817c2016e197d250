import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route';
import { ROUTES, type RouteAccess } from './route-table';
import { type FeatureKey } from '../settings/disabled-routes';

type Row = [path: string, pattern: string, access: RouteAccess, feature?: FeatureKey, params?: Record<string, string>];

/** Every row of docs/behaviour.md §2, with a sample path. */
const ROWS: Row[] = [
  ['/', '/', 'open'],
  ['/about', '/about', 'open'],
  ['/cart', '/cart', 'open', 'cart'],
  ['/product/gold-ring', '/product/:productSlug', 'open', undefined, { productSlug: 'gold-ring' }],
  ['/category/rings', '/category/:categorySlug', 'open', undefined, { categorySlug: 'rings' }],
  ['/search', '/search', 'open'],
  ['/stores', '/stores', 'open'],
  ['/stores/mumbai', '/stores/:storeSlug', 'open', undefined, { storeSlug: 'mumbai' }],
  ['/page/terms', '/page/:pageSlug', 'open', undefined, { pageSlug: 'terms' }],
  ['/giftcards', '/giftcards', 'signed-in', 'giftcards'],
  ['/giftcards/checkout', '/giftcards/checkout', 'signed-in', 'giftcards'],
  ['/checkout', '/checkout', 'signed-in', 'checkout'],
  ['/checkout/success', '/checkout/success', 'open', 'checkout'],
  ['/checkout/failure', '/checkout/failure', 'open', 'checkout'],
  ['/checkout/payment-status', '/checkout/payment-status', 'open', 'checkout'],
  ['/auth/login', '/auth/login', 'guest-only'],
  ['/auth/register', '/auth/register', 'guest-only'],
  ['/auth/forgot-password', '/auth/forgot-password', 'guest-only'],
  ['/auth/reset-password', '/auth/reset-password', 'guest-only'],
  ['/reset-password', '/reset-password', 'guest-only'],
  ['/auth/otplogin', '/auth/otplogin', 'guest-only'],
  ['/auth/logout', '/auth/logout', 'open'],
  ['/auth/verify-email', '/auth/verify-email', 'open'],
  ['/user/profile', '/user/profile', 'signed-in'],
  ['/user/orders', '/user/orders', 'signed-in'],
  ['/user/wishlist', '/user/wishlist', 'signed-in'],
  ['/user/order/AU-1001', '/user/order/:orderNumber', 'signed-in', undefined, { orderNumber: 'AU-1001' }],
  ['/user/carat-coins', '/user/carat-coins', 'signed-in', 'carat-coins'],
  ['/user/gold-purchase-plan', '/user/gold-purchase-plan', 'signed-in', 'gold-purchase-plan'],
  [
    '/user/gold-purchase-plan/subscription/5f1c',
    '/user/gold-purchase-plan/subscription/:uuid',
    'signed-in',
    'gold-purchase-plan',
    { uuid: '5f1c' },
  ],
  [
    '/user/gold-purchase-plan/payment/9a2b',
    '/user/gold-purchase-plan/payment/:paymentUUID',
    'signed-in',
    'gold-purchase-plan',
    { paymentUUID: '9a2b' },
  ],
  [
    '/user/gold-purchase-plan/transaction-status/TX-7',
    '/user/gold-purchase-plan/transaction-status/:transactionNumber',
    'signed-in',
    'gold-purchase-plan',
    { transactionNumber: 'TX-7' },
  ],
  ['/appointment', '/appointment', 'open'],
  ['/appointment/success', '/appointment/success', 'open'],
  ['/maintenance', '/maintenance', 'open'],
];

describe('docs/behaviour.md §2 screens and routes: one table entry per route', () => {
  it('has exactly the routes of the spec, each pattern once', () => {
    expect(ROUTES.map((route) => route.pattern)).toEqual(ROWS.map((row) => row[1]));
  });
  it.each(ROWS)('%s opens %s (%s, feature %s)', (path, pattern, access, feature, params = {}) => {
    const match = matchRoute(path);
    expect(match?.route.pattern).toBe(pattern);
    expect(match?.route.access).toBe(access);
    expect(match?.route.feature).toBe(feature);
    expect(match?.params).toEqual(params);
  });
});

describe('docs/behaviour.md §2 titles and layout given by the spec', () => {
  const byPattern = (pattern: string) => ROUTES.find((route) => route.pattern === pattern);
  it('titles /appointment "Book Appointment" and /appointment/success "Appointment Confirmed"', () => {
    expect(byPattern('/appointment')?.title).toBe('Book Appointment');
    expect(byPattern('/appointment/success')?.title).toBe('Appointment Confirmed');
  });
  it('gives no other route a title', () => {
    expect(ROUTES.filter((route) => route.title !== undefined)).toHaveLength(2);
  });
  it('renders /maintenance without the layout, and only it', () => {
    expect(ROUTES.filter((route) => route.layout === false).map((route) => route.pattern)).toEqual(['/maintenance']);
  });
  it('sends a signed-in user from /auth/otplogin to /user/profile, and has no other fixed target', () => {
    expect(ROUTES.filter((route) => route.signedInRedirect).map((route) => [route.pattern, route.signedInRedirect])).toEqual(
      [['/auth/otplogin', '/user/profile']],
    );
  });
});

describe('docs/behaviour.md §5 route guards: signed-in required for checkout, gift cards and every /user page', () => {
  it('guards every /user, /giftcards and the /checkout route', () => {
    const guarded = ROUTES.filter((route) => route.access === 'signed-in').map((route) => route.pattern);
    expect(guarded.every((pattern) => /^\/(user|giftcards|checkout$)/.test(pattern))).toBe(true);
    expect(ROUTES.filter((route) => route.pattern.startsWith('/user/')).every((route) => route.access === 'signed-in')).toBe(
      true,
    );
  });
});
