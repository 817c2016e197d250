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
import type { Call } from './call';
import { listOf, type RequestOptions } from './http';

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

/** The functions of {@link DesignedEndpoints}, each a call of its endpoint in the contract's table. */
export function createDesignedEndpoints(call: Call): DesignedEndpoints {
  const keyed = (idempotencyKey: string) => ({ 'Idempotency-Key': idempotencyKey });
  const action = (init: StaffActionOptions | undefined) => ({
    ...(init?.idempotencyKey ? { headers: keyed(init.idempotencyKey) } : {}),
    signal: init?.signal,
  });

  return {
    getCategories: (init) => call('listCategories', { signal: init?.signal }),

    requestOtp: (body, init) => call('requestOtp', { body, signal: init?.signal }),
    verifyOtp: (body, init) => call('verifyOtp', { body, signal: init?.signal }),
    forgotPassword: (body, init) => call('forgotPassword', { body, signal: init?.signal }),
    resetPassword: (body, init) => call('resetPassword', { body, signal: init?.signal }),
    verifyEmail: (body, init) => call('verifyEmail', { body, signal: init?.signal }),
    updateProfile: (body, init) => call('updateUser', { body, signal: init?.signal }),
    changePassword: (body, init) => call('changePassword', { body, signal: init?.signal }),

    getWishlist: (init) => call('getWishlist', { signal: init?.signal }),
    addToWishlist: (body, init) => call('addToWishlist', { body, signal: init?.signal }),
    removeFromWishlist: (body, init) => call('removeFromWishlist', { body, signal: init?.signal }),

    getStores: (query, init) => call('listStores', { query, signal: init?.signal }),
    getStore: (slug, init) => call('getStore', { params: { slug }, signal: init?.signal }),
    getPages: (init) => call('listPages', { signal: init?.signal }),
    getPage: (slug, init) => call('getPage', { params: { slug }, signal: init?.signal }),

    getStaffAppointments: (query, init) => call('listStaffAppointments', { query, signal: init?.signal }),
    checkInAppointment: (id, init) => call('checkInAppointment', { params: { id }, ...action(init) }),
    completeAppointment: (id, init) => call('completeAppointment', { params: { id }, ...action(init) }),
    markNoShow: (id, init) => call('markNoShow', { params: { id }, ...action(init) }),
    cancelAppointment: (id, init) => call('cancelAppointment', { params: { id }, ...action(init) }),
    moveAppointment: (id, body, init) => call('moveAppointment', { params: { id }, body, ...action(init) }),
    bookWalkIn: (body, init) => call('bookWalkIn', { body, ...action(init) }),

    issueCounterGiftCard: (body, idempotencyKey, init) =>
      call('issueCounterGiftCard', { body, headers: keyed(idempotencyKey), signal: init?.signal }),
    lookUpGiftCard: (body, init) => call('lookUpGiftCard', { body, signal: init?.signal }),
    redeemGiftCard: (body, init) => call('redeemGiftCard', { body, ...action(init) }),

    registerKioskDevice: (body, init) => call('registerKioskDevice', { body, signal: init?.signal }),
    getKioskDevice: (deviceToken, init) =>
      call('getKioskDevice', { headers: { [KIOSK_DEVICE_HEADER]: deviceToken }, signal: init?.signal }),
    unlockKiosk: (deviceToken, body, init) =>
      call('unlockKiosk', { body, headers: { [KIOSK_DEVICE_HEADER]: deviceToken }, signal: init?.signal }),

    getAddresses: (init) => call('listAddresses', { signal: init?.signal }),
    createAddress: (body, init) => call('createAddress', { body, signal: init?.signal }),
    deleteAddress: (id, init) => call('deleteAddress', { params: { id }, signal: init?.signal }),

    getCheckoutSummary: (query, init) => call('getCheckoutSummary', { query, signal: init?.signal }),
    previewCheckoutSummary: (body, init) => call('previewCheckoutSummary', { body, signal: init?.signal }),
    placeOrder: (body, idempotencyKey, init) => call('placeOrder', { body, headers: keyed(idempotencyKey), signal: init?.signal }),
    getOrders: (query, init) => call('listOrders', { query, signal: init?.signal }),
    getOrder: (orderNumber, init) => call('getOrder', { params: { orderNumber }, signal: init?.signal }),
    retryOrderPayment: (orderNumber, body, idempotencyKey, init) =>
      call('retryOrderPayment', { params: { orderNumber }, body, headers: keyed(idempotencyKey), signal: init?.signal }),
    getPayment: (paymentId, init) => call('getPayment', { params: { paymentId }, signal: init?.signal }),

    getGiftCards: (init) => call('getGiftCards', { signal: init?.signal }),
    buyGiftCard: (body, idempotencyKey, init) => call('buyGiftCard', { body, headers: keyed(idempotencyKey), signal: init?.signal }),
    checkGiftCardBalance: (body, init) => call('checkGiftCardBalance', { body, signal: init?.signal }),

    getGoldPlans: (init) => call('getGoldPlans', { signal: init?.signal }),
    getGoldPlanSubscriptions: (init) => call('getGoldPlanSubscriptions', { signal: init?.signal }),
    subscribeToGoldPlan: (body, idempotencyKey, init) =>
      call('subscribeToGoldPlan', { body, headers: keyed(idempotencyKey), signal: init?.signal }),
    getGoldPlanSubscription: (uuid, init) => call('getGoldPlanSubscription', { params: { uuid }, signal: init?.signal }),
    redeemGoldPlan: (uuid, init) => call('redeemGoldPlan', { params: { uuid }, signal: init?.signal }),
    closeGoldPlanEarly: (uuid, init) => call('closeGoldPlanEarly', { params: { uuid }, signal: init?.signal }),
    getGoldPlanPayment: (paymentUuid, init) => call('getGoldPlanPayment', { params: { paymentUuid }, signal: init?.signal }),
    payGoldPlanInstalment: (paymentUuid, body, idempotencyKey, init) =>
      call('payGoldPlanInstalment', { params: { paymentUuid }, body, headers: keyed(idempotencyKey), signal: init?.signal }),
    getGoldPlanTransaction: (transactionNumber, init) =>
      call('getGoldPlanTransaction', { params: { transactionNumber }, signal: init?.signal }),
    getCaratCoins: (init) => call('getCaratCoins', { signal: init?.signal }),

    getOutbox: (query, init) => call('listOutbox', { query, signal: init?.signal }),
    updateDevSettings: (settings, init) =>
      call('updateSettings', { body: { settings } satisfies DevSettingsBody, signal: init?.signal }, listOf<Setting>),
  };
}
