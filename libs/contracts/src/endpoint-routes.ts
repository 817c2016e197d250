/**
 * The method and path of every endpoint of the table (`allEndpoints`), without zod: what a client needs to
 * call an endpoint, so a browser bundle carries the routes and not the schemas. Written from the table by
 * endpoint-routes.test.ts, which fails when the two differ.
 */
export const endpointRoutes = {
  // generated: begin
  listProducts: { method: 'GET', path: '/products' },
  getProductBySlug: { method: 'GET', path: '/product/:slug' },
  getProductById: { method: 'GET', path: '/product/id/:id' },
  listAttributes: { method: 'GET', path: '/attributes' },
  addToCart: { method: 'POST', path: '/cart/add' },
  removeFromCart: { method: 'POST', path: '/cart/remove' },
  getCart: { method: 'GET', path: '/cart/' },
  syncCart: { method: 'POST', path: '/cart/sync' },
  checkProductAvailable: { method: 'POST', path: '/check-product-available' },
  login: { method: 'POST', path: '/auth/login' },
  register: { method: 'POST', path: '/auth/register' },
  logout: { method: 'POST', path: '/auth/logout' },
  getUser: { method: 'GET', path: '/user' },
  listTimeslots: { method: 'GET', path: '/timeslots' },
  bookAppointment: { method: 'POST', path: '/appointment' },
  getSettings: { method: 'GET', path: '/settings/' },
  listCategories: { method: 'GET', path: '/categories' },
  requestOtp: { method: 'POST', path: '/auth/otp/request' },
  verifyOtp: { method: 'POST', path: '/auth/otp/verify' },
  forgotPassword: { method: 'POST', path: '/auth/forgot-password' },
  resetPassword: { method: 'POST', path: '/auth/reset-password' },
  verifyEmail: { method: 'POST', path: '/auth/email/verify' },
  updateUser: { method: 'PUT', path: '/user' },
  changePassword: { method: 'PUT', path: '/user/password' },
  getWishlist: { method: 'GET', path: '/wishlist' },
  addToWishlist: { method: 'POST', path: '/wishlist/add' },
  removeFromWishlist: { method: 'POST', path: '/wishlist/remove' },
  listStores: { method: 'GET', path: '/stores' },
  getStore: { method: 'GET', path: '/stores/:slug' },
  listPages: { method: 'GET', path: '/pages' },
  getPage: { method: 'GET', path: '/pages/:slug' },
  listAddresses: { method: 'GET', path: '/addresses' },
  createAddress: { method: 'POST', path: '/addresses' },
  deleteAddress: { method: 'DELETE', path: '/addresses/:id' },
  getCheckoutSummary: { method: 'GET', path: '/checkout/summary' },
  previewCheckoutSummary: { method: 'POST', path: '/checkout/summary' },
  placeOrder: { method: 'POST', path: '/checkout' },
  listOrders: { method: 'GET', path: '/orders' },
  getOrder: { method: 'GET', path: '/orders/:orderNumber' },
  retryOrderPayment: { method: 'POST', path: '/orders/:orderNumber/payments' },
  cancelOrder: { method: 'POST', path: '/orders/:orderNumber/cancel' },
  requestReturn: { method: 'POST', path: '/orders/:orderNumber/returns' },
  getOrderCreditNote: { method: 'GET', path: '/orders/:orderNumber/credit-notes/:number' },
  getOrderInvoice: { method: 'GET', path: '/orders/:orderNumber/invoice' },
  getPayment: { method: 'GET', path: '/payments/:paymentId' },
  paymentCallback: { method: 'POST', path: '/payments/callback/:provider' },
  getGiftCards: { method: 'GET', path: '/giftcards' },
  buyGiftCard: { method: 'POST', path: '/giftcards/checkout' },
  checkGiftCardBalance: { method: 'POST', path: '/giftcards/balance' },
  getGoldPlans: { method: 'GET', path: '/gold-plans' },
  getGoldPlanSubscriptions: { method: 'GET', path: '/gold-plan/subscriptions' },
  subscribeToGoldPlan: { method: 'POST', path: '/gold-plan/subscribe' },
  getGoldPlanSubscription: { method: 'GET', path: '/gold-plan/subscriptions/:uuid' },
  redeemGoldPlan: { method: 'POST', path: '/gold-plan/subscriptions/:uuid/redeem' },
  closeGoldPlanEarly: { method: 'POST', path: '/gold-plan/subscriptions/:uuid/close' },
  getGoldPlanPayment: { method: 'GET', path: '/gold-plan/payments/:paymentUuid' },
  payGoldPlanInstalment: { method: 'POST', path: '/gold-plan/payments/:paymentUuid/pay' },
  getGoldPlanTransaction: { method: 'GET', path: '/gold-plan/transactions/:transactionNumber' },
  getCaratCoins: { method: 'GET', path: '/carat-coins' },
  listStaffAppointments: { method: 'GET', path: '/staff/appointments' },
  checkInAppointment: { method: 'POST', path: '/staff/appointments/:id/check-in' },
  completeAppointment: { method: 'POST', path: '/staff/appointments/:id/complete' },
  markNoShow: { method: 'POST', path: '/staff/appointments/:id/no-show' },
  cancelAppointment: { method: 'POST', path: '/staff/appointments/:id/cancel' },
  moveAppointment: { method: 'POST', path: '/staff/appointments/:id/move' },
  bookWalkIn: { method: 'POST', path: '/staff/appointments' },
  issueCounterGiftCard: { method: 'POST', path: '/staff/giftcards' },
  lookUpGiftCard: { method: 'POST', path: '/staff/giftcards/lookup' },
  redeemGiftCard: { method: 'POST', path: '/staff/giftcards/redeem' },
  registerKioskDevice: { method: 'POST', path: '/kiosk/devices' },
  listStoreKiosks: { method: 'GET', path: '/staff/kiosks' },
  revokeStoreKiosk: { method: 'POST', path: '/staff/kiosks/:id/revoke' },
  openCounterOutsideHours: { method: 'POST', path: '/kiosk/hours-override' },
  clearStaffPinLock: { method: 'POST', path: '/kiosk/staff/:id/clear-pin-lock' },
  clearKioskDeviceLock: { method: 'POST', path: '/kiosk/clear-device-lock' },
  getKioskDevice: { method: 'GET', path: '/kiosk/device' },
  unlockKiosk: { method: 'POST', path: '/kiosk/unlock' },
  listKioskPickups: { method: 'GET', path: '/kiosk/pickups' },
  markKioskPickupReady: { method: 'POST', path: '/kiosk/pickups/:orderNumber/ready' },
  collectKioskPickup: { method: 'POST', path: '/kiosk/pickups/:orderNumber/collect' },
  signInToBackOffice: { method: 'POST', path: '/back-office/session' },
  confirmBackOfficeCode: { method: 'POST', path: '/back-office/session/code' },
  getBackOfficeProfile: { method: 'GET', path: '/back-office/me' },
  signOutOfBackOffice: { method: 'DELETE', path: '/back-office/session' },
  listBackOfficeOrders: { method: 'GET', path: '/back-office/orders' },
  getBackOfficeOrder: { method: 'GET', path: '/back-office/orders/:orderNumber' },
  transitionOrder: { method: 'POST', path: '/back-office/orders/:orderNumber/transitions' },
  recordOrderCash: { method: 'POST', path: '/back-office/orders/:orderNumber/cash' },
  bulkPackOrders: { method: 'POST', path: '/back-office/orders/bulk-pack' },
  cancelOrderAsStaff: { method: 'POST', path: '/back-office/orders/:orderNumber/cancel' },
  issueOrderRefund: { method: 'POST', path: '/back-office/orders/:orderNumber/refunds' },
  retryOrderRefund: { method: 'POST', path: '/back-office/orders/:orderNumber/refunds/:refundId/retry' },
  receiveOrderReturn: { method: 'POST', path: '/back-office/orders/:orderNumber/returns/:returnId/receive' },
  declineOrderReturn: { method: 'POST', path: '/back-office/orders/:orderNumber/returns/:returnId/decline' },
  getBackOfficeCreditNote: { method: 'GET', path: '/back-office/orders/:orderNumber/credit-notes/:number' },
  getBackOfficeSettings: { method: 'GET', path: '/back-office/settings' },
  updateBackOfficeSettings: { method: 'PUT', path: '/back-office/settings' },
  listAuditEntries: { method: 'GET', path: '/back-office/audit' },
  getDashboard: { method: 'GET', path: '/back-office/dashboard' },
  listBackOfficeStores: { method: 'GET', path: '/back-office/stores' },
  getMetalRates: { method: 'GET', path: '/back-office/metal-rates' },
  setMetalRate: { method: 'POST', path: '/back-office/metal-rates' },
  listOutbox: { method: 'GET', path: '/dev/outbox' },
  updateSettings: { method: 'PUT', path: '/dev/settings' },
  bookToday: { method: 'POST', path: '/dev/appointments/today' },
  // generated: end
} as const;

export type EndpointRouteName = keyof typeof endpointRoutes;

type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** The `:name` segments of a Fastify-style path, as an object. */
export type PathParams<P extends string> = { readonly [K in PathParamNames<P>]: string | number };

/**
 * Fills the `:name` segments of a Fastify-style path, URI-encoding each value:
 * `buildPath('/product/:slug', { slug: 'gold ring' })` is `/product/gold%20ring`.
 * Throws when a parameter is missing or empty, rather than requesting a wrong URL.
 */
export function buildPath<P extends string>(path: P, params: PathParams<P>): string {
  const values: Readonly<Record<string, string | number | undefined>> = params;
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_segment, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
