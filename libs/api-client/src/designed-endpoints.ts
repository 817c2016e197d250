import { KIOSK_DEVICE_HEADER } from '@aurelia/contracts/headers';
import type {
  AddressBody,
  KioskDeviceBody,
  KioskDeviceStateResponse,
  KioskRegistrationResponse,
  KioskSessionResponse,
  KioskUnlockBody,
  MoveAppointmentBody,
  WalkInBody,
  AddressListResponse,
  AddressResponse,
  AuthResponse,
  CheckoutBody,
  CoinAccountResponse,
  CheckoutSummaryBody,
  CheckoutSummaryQuery,
  CheckoutSummaryResponse,
  OrderListQuery,
  OrderListResponse,
  OrderResponse,
  PaymentResponse,
  RetryPaymentBody,
  CategoryListResponse,
  ChangePasswordBody,
  CounterGiftCardBody,
  GiftCardBalanceBody,
  GiftCardBalanceResponse,
  GiftCardCheckoutBody,
  GiftCardOverviewResponse,
  GiftCardPurchaseResponse,
  GoldPlanListResponse,
  GoldPlanPayBody,
  GoldPlanPaymentResponse,
  GoldPlanPayoutResponse,
  GoldPlanSubscribeBody,
  GoldPlanSubscriptionListResponse,
  GoldPlanSubscriptionResponse,
  GoldPlanTransactionResponse,
  IssuedGiftCardResponse,
  StaffGiftCardLookupBody,
  StaffGiftCardRedeemBody,
  StaffGiftCardResponse,
  DevSettingsBody,
  ForgotPasswordBody,
  MessageResponse,
  OtpRequestBody,
  OtpVerifyBody,
  OutboxQuery,
  OutboxResponse,
  PageListResponse,
  PageResponse,
  ResetPasswordBody,
  Setting,
  StaffAppointmentListQuery,
  StaffAppointmentListResponse,
  StaffAppointmentResponse,
  StoreListQuery,
  StoreListResponse,
  StoreResponse,
  UpdateProfileBody,
  UserResponse,
  VerifyEmailBody,
  WishlistItemBody,
  WishlistResponse,
} from '@aurelia/contracts';
import { listOf, verbs, type RequestOptions, type Send } from './http';

/**
 * One function per endpoint of ARCHITECTURE.md "Endpoints we design" that the API serves (SPEC.md §7 does
 * not show them). Every function rejects with an `ApiError` (`HttpError`, `NetworkError`, `TimeoutError`).
 */
export interface DesignedEndpoints {
  /** `GET /categories`: every category with its product count. */
  getCategories(options?: RequestOptions): Promise<CategoryListResponse>;

  /** `POST /auth/otp/request`: emails a sign-in code; the same answer whether or not the account exists. */
  requestOtp(body: OtpRequestBody, options?: RequestOptions): Promise<MessageResponse>;
  /** `POST /auth/otp/verify`: signs in with the emailed code. */
  verifyOtp(body: OtpVerifyBody, options?: RequestOptions): Promise<AuthResponse>;
  /** `POST /auth/forgot-password`: emails a reset link; the same answer whether or not the account exists. */
  forgotPassword(body: ForgotPasswordBody, options?: RequestOptions): Promise<MessageResponse>;
  /** `POST /auth/reset-password`: sets a new password with the emailed token. */
  resetPassword(body: ResetPasswordBody, options?: RequestOptions): Promise<MessageResponse>;
  /** `POST /auth/email/verify`: verifies the address of an emailed link (a changed email takes effect then). */
  verifyEmail(body: VerifyEmailBody, options?: RequestOptions): Promise<MessageResponse>;
  /** `PUT /user`: the signed-in user's name, email and phone; a new email needs `current_password`. */
  updateProfile(body: UpdateProfileBody, options?: RequestOptions): Promise<UserResponse>;
  /** `PUT /user/password`: changes the password; other sessions are signed out. */
  changePassword(body: ChangePasswordBody, options?: RequestOptions): Promise<MessageResponse>;

  /** `GET /wishlist`: the signed-in user's wishlist, most recently added first. */
  getWishlist(options?: RequestOptions): Promise<WishlistResponse>;
  /** `POST /wishlist/add` (idempotent); answers with the wishlist. */
  addToWishlist(body: WishlistItemBody, options?: RequestOptions): Promise<WishlistResponse>;
  /** `POST /wishlist/remove`; removing an absent product is not an error. Answers with the wishlist. */
  removeFromWishlist(body: WishlistItemBody, options?: RequestOptions): Promise<WishlistResponse>;

  /** `GET /stores?city=`: the stores in display order, optionally in one city (ignoring case). */
  getStores(query?: StoreListQuery, options?: RequestOptions): Promise<StoreListResponse>;
  /** `GET /stores/{slug}`; an unknown store rejects with a 404 that `isNoQueryResults` recognises. */
  getStore(slug: string, options?: RequestOptions): Promise<StoreResponse>;
  /** `GET /pages`: every CMS page's slug and title, for the footer. */
  getPages(options?: RequestOptions): Promise<PageListResponse>;
  /** `GET /pages/{slug}`: a CMS page with its sanitized HTML; an unknown page rejects with a 404. */
  getPage(slug: string, options?: RequestOptions): Promise<PageResponse>;

  /** `GET /staff/appointments?date=&q=`: a day's appointments at the staff member's store (today by default). */
  getStaffAppointments(
    query?: StaffAppointmentListQuery,
    options?: RequestOptions,
  ): Promise<StaffAppointmentListResponse>;
  /** `POST /staff/appointments/{id}/check-in`, without a body: checks in a booked appointment of today. */
  checkInAppointment(id: number, options?: StaffActionOptions): Promise<StaffAppointmentResponse>;
  /** `POST /staff/appointments/{id}/complete`: a checked-in appointment is completed. */
  completeAppointment(id: number, options?: StaffActionOptions): Promise<StaffAppointmentResponse>;
  /** `POST /staff/appointments/{id}/no-show`: a booked appointment whose time has come. */
  markNoShow(id: number, options?: StaffActionOptions): Promise<StaffAppointmentResponse>;
  /** `POST /staff/appointments/{id}/cancel`: frees the place in its slot. */
  cancelAppointment(id: number, options?: StaffActionOptions): Promise<StaffAppointmentResponse>;
  /** `POST /staff/appointments/{id}/move` with `{ timeslot_id }`: another free slot of the store (409 when full). */
  moveAppointment(id: number, body: MoveAppointmentBody, options?: StaffActionOptions): Promise<StaffAppointmentResponse>;
  /** `POST /staff/appointments`: a walk-in booked at the counter (201). */
  bookWalkIn(body: WalkInBody, options?: StaffActionOptions): Promise<StaffAppointmentResponse>;

  /**
   * `POST /staff/giftcards` with the `Idempotency-Key` header: a gift card paid at the counter. `code` is
   * the full code on the first answer only; the same key again resolves to the same card with `code: null`.
   */
  issueCounterGiftCard(body: CounterGiftCardBody, idempotencyKey: string, options?: RequestOptions): Promise<IssuedGiftCardResponse>;
  /** `POST /staff/giftcards/lookup`: a card's balance and ledger by its code (404 unknown, 429 too many wrong codes). */
  lookUpGiftCard(body: StaffGiftCardLookupBody, options?: RequestOptions): Promise<StaffGiftCardResponse>;
  /** `POST /staff/giftcards/redeem`: part of a card for an in-store purchase (201; 409 when it holds less). */
  redeemGiftCard(body: StaffGiftCardRedeemBody, options?: StaffActionOptions): Promise<StaffGiftCardResponse>;

  /** `POST /kiosk/devices`, signed in as a store manager: registers a kiosk; its device token is answered once. */
  registerKioskDevice(body: KioskDeviceBody, options?: RequestOptions): Promise<KioskRegistrationResponse>;
  /** `GET /kiosk/device` with the device token: the store, its staff and whether it is open now. */
  getKioskDevice(deviceToken: string, options?: RequestOptions): Promise<KioskDeviceStateResponse>;
  /** `POST /kiosk/unlock` with the device token: a staff session for the kiosk's store (401 wrong PIN, 429 locked). */
  unlockKiosk(deviceToken: string, body: KioskUnlockBody, options?: RequestOptions): Promise<KioskSessionResponse>;

  /** `GET /addresses`: the saved delivery addresses, the default first. */
  getAddresses(options?: RequestOptions): Promise<AddressListResponse>;
  /** `POST /addresses`: saves a delivery address (Indian PIN code); resolves to the saved address (201). */
  createAddress(body: AddressBody, options?: RequestOptions): Promise<AddressResponse>;
  /** `DELETE /addresses/{id}`: resolves to the addresses left; another user's address rejects with a 404. */
  deleteAddress(id: number, options?: RequestOptions): Promise<AddressListResponse>;

  /** `GET /checkout/summary?fulfilment=&store=`: the server cart priced by the server; an empty cart is a 422. */
  getCheckoutSummary(query?: CheckoutSummaryQuery, options?: RequestOptions): Promise<CheckoutSummaryResponse>;
  /**
   * `POST /checkout/summary`: the same summary with a gift card previewed (`gift_card`: what it pays, what stays
   * on it); the code goes in the body, never a URL. A code that is no usable card rejects with a 422 on
   * `gift_card_code`, too many wrong codes with a 429.
   */
  previewCheckoutSummary(body: CheckoutSummaryBody, options?: RequestOptions): Promise<CheckoutSummaryResponse>;
  /**
   * `POST /checkout` with the `Idempotency-Key` header: places the order. Send the same key again to retry
   * the same attempt safely (it resolves to the same order); make a new key for a new attempt.
   */
  placeOrder(body: CheckoutBody, idempotencyKey: string, options?: RequestOptions): Promise<OrderResponse>;
  /** `GET /orders?page=&per_page=`: the shopper's orders, newest first. */
  getOrders(query?: OrderListQuery, options?: RequestOptions): Promise<OrderListResponse>;
  /** `GET /orders/{orderNumber}`: an order with lines and timeline; anyone else's rejects with a 404. */
  getOrder(orderNumber: string, options?: RequestOptions): Promise<OrderResponse>;
  /**
   * `POST /orders/{orderNumber}/payments` with the `Idempotency-Key` header: a new attempt to pay an unpaid
   * order; resolves to the order with the new `payment` (go to its `pay_url`).
   */
  retryOrderPayment(
    orderNumber: string,
    body: RetryPaymentBody,
    idempotencyKey: string,
    options?: RequestOptions,
  ): Promise<OrderResponse>;
  /** `GET /payments/{id}`: one of the payer's attempts, for the outcome page to poll; anyone else's is a 404. */
  getPayment(paymentId: string, options?: RequestOptions): Promise<PaymentResponse>;

  /** `GET /giftcards`: the designs and amounts on sale, and the user's bought and received cards. */
  getGiftCards(options?: RequestOptions): Promise<GiftCardOverviewResponse>;
  /**
   * `POST /giftcards/checkout` with the `Idempotency-Key` header: buys a card through the payment provider;
   * go to `payment.pay_url`. The same key again resolves to the same card and attempt.
   */
  buyGiftCard(body: GiftCardCheckoutBody, idempotencyKey: string, options?: RequestOptions): Promise<GiftCardPurchaseResponse>;
  /** `POST /giftcards/balance`: a card's balance by its code (one 404 for unknown codes; 429 after too many). */
  checkGiftCardBalance(body: GiftCardBalanceBody, options?: RequestOptions): Promise<GiftCardBalanceResponse>;

  /** `GET /gold-plans`: the gold purchase plans on offer, with their rules. */
  getGoldPlans(options?: RequestOptions): Promise<GoldPlanListResponse>;
  /** `GET /gold-plan/subscriptions`: the user's subscriptions, newest first. */
  getGoldPlanSubscriptions(options?: RequestOptions): Promise<GoldPlanSubscriptionListResponse>;
  /**
   * `POST /gold-plan/subscribe` with the `Idempotency-Key` header: joins a plan with a monthly amount (422 by
   * field when the amount is outside the plan's rules). The same key again resolves to the same subscription.
   */
  subscribeToGoldPlan(body: GoldPlanSubscribeBody, idempotencyKey: string, options?: RequestOptions): Promise<GoldPlanSubscriptionResponse>;
  /** `GET /gold-plan/subscriptions/{uuid}`: schedule, progress, maturity and bonus; anyone else's is a 404. */
  getGoldPlanSubscription(uuid: string, options?: RequestOptions): Promise<GoldPlanSubscriptionResponse>;
  /** `POST /gold-plan/subscriptions/{uuid}/redeem`: a matured plan's value becomes a gift card (409 when it cannot). */
  redeemGoldPlan(uuid: string, options?: RequestOptions): Promise<GoldPlanPayoutResponse>;
  /** `POST /gold-plan/subscriptions/{uuid}/close`: closes a running plan early; the paid amount becomes a gift card. */
  closeGoldPlanEarly(uuid: string, options?: RequestOptions): Promise<GoldPlanPayoutResponse>;
  /** `GET /gold-plan/payments/{uuid}`: an instalment and its attempts. */
  getGoldPlanPayment(paymentUuid: string, options?: RequestOptions): Promise<GoldPlanPaymentResponse>;
  /**
   * `POST /gold-plan/payments/{uuid}/pay` with the `Idempotency-Key` header: an attempt to pay the instalment
   * through the provider (go to its `pay_url`); a pending one is answered again rather than doubled.
   */
  payGoldPlanInstalment(paymentUuid: string, body: GoldPlanPayBody, idempotencyKey: string, options?: RequestOptions): Promise<GoldPlanTransactionResponse>;
  /** `GET /gold-plan/transactions/{transactionNumber}`: one attempt, for the status page to poll. */
  getGoldPlanTransaction(transactionNumber: string, options?: RequestOptions): Promise<GoldPlanTransactionResponse>;
  /** `GET /carat-coins`: the signed-in shopper's coin balance, next expiry, terms and latest ledger entries. */
  getCaratCoins(options?: RequestOptions): Promise<CoinAccountResponse>;

  /** `GET /dev/outbox?to=`: development only, the latest outbox messages (OTP codes, reset links). */
  getOutbox(query?: OutboxQuery, options?: RequestOptions): Promise<OutboxResponse>;
  /**
   * `PUT /dev/settings` with `{ settings }`: development only (end-to-end tests), creates or changes 1 to 20
   * settings, each key once. Resolves to every setting, as `getSettings` does.
   */
  updateDevSettings(settings: DevSettingsBody['settings'], options?: RequestOptions): Promise<Setting[]>;
}

/** A staff action's options: an `Idempotency-Key` makes a resend after a network failure safe. */
export interface StaffActionOptions extends RequestOptions {
  idempotencyKey?: string;
}

/** The functions of {@link DesignedEndpoints} on the client's sender. */
export function createDesignedEndpoints(send: Send): DesignedEndpoints {
  const { get, post, put } = verbs(send);
  const segment = (value: string | number) => encodeURIComponent(String(value));
  const withKey = <T>(path: string, body: unknown, idempotencyKey: string, init: RequestOptions | undefined) =>
    send<T>({ method: 'POST', path, body, headers: { 'Idempotency-Key': idempotencyKey }, signal: init?.signal });
  const staffAction = <T>(path: string, body: unknown, init: StaffActionOptions | undefined) =>
    send<T>({
      method: 'POST',
      path,
      ...(body === undefined ? {} : { body }),
      ...(init?.idempotencyKey ? { headers: { 'Idempotency-Key': init.idempotencyKey } } : {}),
      signal: init?.signal,
    });

  return {
    getCategories: (init) => get('/categories', init),

    requestOtp: (body, init) => post('/auth/otp/request', body, init),
    verifyOtp: (body, init) => post('/auth/otp/verify', body, init),
    forgotPassword: (body, init) => post('/auth/forgot-password', body, init),
    resetPassword: (body, init) => post('/auth/reset-password', body, init),
    verifyEmail: (body, init) => post('/auth/email/verify', body, init),
    updateProfile: (body, init) => put('/user', body, init),
    changePassword: (body, init) => put('/user/password', body, init),

    getWishlist: (init) => get('/wishlist', init),
    addToWishlist: (body, init) => post('/wishlist/add', body, init),
    removeFromWishlist: (body, init) => post('/wishlist/remove', body, init),

    getStores: (query, init) => get('/stores', init, query),
    getStore: (slug, init) => get(`/stores/${segment(slug)}`, init),
    getPages: (init) => get('/pages', init),
    getPage: (slug, init) => get(`/pages/${segment(slug)}`, init),

    getStaffAppointments: (query, init) => get('/staff/appointments', init, query),
    checkInAppointment: (id, init) => staffAction(`/staff/appointments/${segment(id)}/check-in`, undefined, init),
    completeAppointment: (id, init) => staffAction(`/staff/appointments/${segment(id)}/complete`, undefined, init),
    markNoShow: (id, init) => staffAction(`/staff/appointments/${segment(id)}/no-show`, undefined, init),
    cancelAppointment: (id, init) => staffAction(`/staff/appointments/${segment(id)}/cancel`, undefined, init),
    moveAppointment: (id, body, init) => staffAction(`/staff/appointments/${segment(id)}/move`, body, init),
    bookWalkIn: (body, init) => staffAction('/staff/appointments', body, init),

    issueCounterGiftCard: (body, idempotencyKey, init) => withKey('/staff/giftcards', body, idempotencyKey, init),
    lookUpGiftCard: (body, init) => post('/staff/giftcards/lookup', body, init),
    redeemGiftCard: (body, init) => staffAction('/staff/giftcards/redeem', body, init),

    registerKioskDevice: (body, init) => post('/kiosk/devices', body, init),
    getKioskDevice: (deviceToken, init) =>
      send({ method: 'GET', path: '/kiosk/device', headers: { [KIOSK_DEVICE_HEADER]: deviceToken }, signal: init?.signal }),
    unlockKiosk: (deviceToken, body, init) =>
      send({ method: 'POST', path: '/kiosk/unlock', body, headers: { [KIOSK_DEVICE_HEADER]: deviceToken }, signal: init?.signal }),

    getAddresses: (init) => get('/addresses', init),
    createAddress: (body, init) => post('/addresses', body, init),
    deleteAddress: (id, init) => send({ method: 'DELETE', path: `/addresses/${segment(id)}`, signal: init?.signal }),

    getCheckoutSummary: (query, init) => get('/checkout/summary', init, query),
    previewCheckoutSummary: (body, init) => post('/checkout/summary', body, init),
    placeOrder: (body, idempotencyKey, init) => withKey('/checkout', body, idempotencyKey, init),
    getOrders: (query, init) => get('/orders', init, query),
    getOrder: (orderNumber, init) => get(`/orders/${segment(orderNumber)}`, init),
    retryOrderPayment: (orderNumber, body, idempotencyKey, init) => withKey(`/orders/${segment(orderNumber)}/payments`, body, idempotencyKey, init),
    getPayment: (paymentId, init) => get(`/payments/${segment(paymentId)}`, init),

    getGiftCards: (init) => get('/giftcards', init),
    buyGiftCard: (body, idempotencyKey, init) => withKey('/giftcards/checkout', body, idempotencyKey, init),
    checkGiftCardBalance: (body, init) => post('/giftcards/balance', body, init),

    getGoldPlans: (init) => get('/gold-plans', init),
    getGoldPlanSubscriptions: (init) => get('/gold-plan/subscriptions', init),
    subscribeToGoldPlan: (body, idempotencyKey, init) => withKey('/gold-plan/subscribe', body, idempotencyKey, init),
    getGoldPlanSubscription: (uuid, init) => get(`/gold-plan/subscriptions/${segment(uuid)}`, init),
    redeemGoldPlan: (uuid, init) => send({ method: 'POST', path: `/gold-plan/subscriptions/${segment(uuid)}/redeem`, signal: init?.signal }),
    closeGoldPlanEarly: (uuid, init) => send({ method: 'POST', path: `/gold-plan/subscriptions/${segment(uuid)}/close`, signal: init?.signal }),
    getGoldPlanPayment: (paymentUuid, init) => get(`/gold-plan/payments/${segment(paymentUuid)}`, init),
    payGoldPlanInstalment: (paymentUuid, body, idempotencyKey, init) => withKey(`/gold-plan/payments/${segment(paymentUuid)}/pay`, body, idempotencyKey, init),
    getGoldPlanTransaction: (transactionNumber, init) => get(`/gold-plan/transactions/${segment(transactionNumber)}`, init),
    getCaratCoins: (init) => get('/carat-coins', init),

    getOutbox: (query, init) => get('/dev/outbox', init, query),
    updateDevSettings: (settings, init) =>
      send({
        method: 'PUT',
        path: '/dev/settings',
        body: { settings } satisfies DevSettingsBody,
        signal: init?.signal,
        read: listOf<Setting>,
      }),
  };
}
