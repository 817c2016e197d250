export {
  MONEY_MAX_RUPEES,
  dataEnvelope,
  dateSchema,
  dateTimeSchema,
  errorResponseSchema,
  idSchema,
  moneySchema,
  paginated,
  paginationMetaSchema,
  singleLineText,
  slugSchema,
  timeSchema,
} from './common';
export type { DateString, DateTimeString, ErrorResponse, Money, PaginationMeta, TimeString } from './common';
export { hasControlCharacters, withoutControlCharacters } from './control-characters';

export {
  PRODUCT_LIST_DEFAULT_PER_PAGE,
  PRODUCT_LIST_MAX_ATTRIBUTE_IDS,
  PRODUCT_LIST_MAX_PER_PAGE,
  PRODUCT_SEARCH_MAX_LENGTH,
  attributeGroupSchema,
  attributeListResponseSchema,
  attributeSchema,
  categoryRefSchema,
  diamondDetailsSchema,
  imagePathSchema,
  priceBreakupSchema,
  productIdParamsSchema,
  productImageSchema,
  productListQuerySchema,
  productListResponseSchema,
  productResponseSchema,
  productSchema,
  productSlugParamsSchema,
  productSortFieldSchema,
  productSortSchema,
  sortDirectionSchema,
} from './catalogue';
export type {
  Attribute,
  AttributeGroup,
  AttributeListResponse,
  CategoryRef,
  DiamondDetails,
  ParsedProductListQuery,
  PriceBreakup,
  Product,
  ProductIdParams,
  ProductImage,
  ProductListQuery,
  ProductListResponse,
  ProductResponse,
  ProductSlugParams,
  ProductSort,
  ProductSortField,
  SortDirection,
} from './catalogue';

export {
  CART_MAX_QUANTITY,
  CART_SYNC_MAX_ITEMS,
  bagItemSchema,
  cartAddBodySchema,
  cartItemSchema,
  cartRemoveBodySchema,
  cartResponseSchema,
  cartSyncBodySchema,
  checkAvailabilityBodySchema,
  checkAvailabilityResponseSchema,
  itemTypeSchema,
} from './cart';
export type {
  BagItem,
  CartAddBody,
  CartItemInput,
  CartRemoveBody,
  CartResponse,
  CartSyncBody,
  CheckAvailabilityBody,
  CheckAvailabilityResponse,
  ItemType,
} from './cart';

export { plainErrorMap } from './plain-errors';
export { INDIA_PHONE_RULE, PHONE_NUMBER_RULES, bookingPhoneProblem, normaliseBookingPhone, phoneNumberProblem, type PhoneNumberRule } from './phone';

export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  authResponseSchema,
  emailSchema,
  loginBodySchema,
  logoutResponseSchema,
  indianMobileSchema,
  nationalPhoneSchema,
  NEW_PASSWORD_MESSAGE,
  newPasswordSchema,
  passwordConfirmationSchema,
  personNameSchema,
  phoneMatchesCountry,
  phoneCountryCodeSchema,
  phoneCountryNumberSchema,
  registerBodyFieldsSchema,
  registerBodySchema,
  roleSchema,
  userResponseSchema,
  userSchema,
} from './auth';
export type { AuthResponse, LoginBody, LogoutResponse, RegisterBody, Role, User, UserResponse } from './auth';
export { SIGN_IN_BY_CODE_HINT } from './auth-hints';

export {
  appointmentBodySchema,
  appointmentPhoneSchema,
  appointmentResponseSchema,
  appointmentSchema,
  appointmentStatusSchema,
  appointmentStoreSchema,
  timeslotListQuerySchema,
  timeslotListResponseSchema,
  timeslotSchema,
} from './appointments';
export type {
  Appointment,
  AppointmentBody,
  AppointmentResponse,
  AppointmentStatus,
  AppointmentStore,
  Timeslot,
  TimeslotListQuery,
  TimeslotListResponse,
} from './appointments';

export {
  settingSchema,
  settingsFromResponse,
  settingsListResponseSchema,
  settingsResponseSchema,
} from './settings';
export type { Setting, SettingsListResponse, SettingsResponse } from './settings';

export { API_BASE_PATH, buildPath, endpoints, RESPONSE_MEDIA_TYPES, successStatus } from './endpoints';
export type { RateLimit } from './rate-limit';
export { SEARCH_RATE_LIMIT } from './rate-limit';
export { allEndpoints, endpointTables } from './all-endpoints';
export { endpointRoutes } from './endpoint-routes';
export type { EndpointRouteName } from './endpoint-routes';
export type { AllEndpoints, AnyEndpointName } from './all-endpoints';
export type {
  AuthRequirement,
  BodyOf,
  ParamsOf,
  QueryOf,
  ResponseOf,
  EndpointBody,
  EndpointDefinition,
  EndpointName,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
  Endpoints,
  ErrorStatus,
  HttpMethod,
  PathParams,
  ResponseType,
  SuccessStatus,
} from './endpoints';

export { categoryEndpoints, categoryListResponseSchema, categorySchema } from './categories';
export type { Category, CategoryListResponse } from './categories';

export { healthResponseSchema, readinessResponseSchema } from './health';
export type { HealthResponse, ReadinessResponse } from './health';

export { rootEndpoints, SANDBOX_PAY_PATH } from './root-endpoints';
export { API_TAGS } from './api-tags';
export { RATE_LIMIT_HEADERS, RETRY_AFTER_HEADER } from './headers';

export { invoiceEndpoints, invoiceQuerySchema, pdfBytesSchema } from './invoices';
export type { InvoiceQuery } from './invoices';

export { wishlistEndpoints, wishlistItemBodySchema, wishlistResponseSchema } from './wishlist';
export type { WishlistItemBody, WishlistResponse } from './wishlist';

export {
  STORE_TIMEZONE,
  WEEKDAYS,
  openingHoursDaySchema,
  openingHoursSchema,
  storeEndpoints,
  storeListQuerySchema,
  storeListResponseSchema,
  storeResponseSchema,
  storeSchema,
  storeSlugParamsSchema,
} from './stores';
export type {
  OpeningHoursByDay,
  OpeningHoursDay,
  Store,
  StoreListQuery,
  StoreListResponse,
  StoreResponse,
  StoreSlugParams,
  Weekday,
} from './stores';

export {
  pageEndpoints,
  pageListResponseSchema,
  pageResponseSchema,
  pageSchema,
  pageSlugParamsSchema,
  pageSummarySchema,
} from './pages';
export type { Page, PageListResponse, PageResponse, PageSlugParams, PageSummary } from './pages';

export {
  STAFF_SEARCH_MAX_LENGTH,
  appointmentEventActionSchema,
  appointmentEventSchema,
  moveAppointmentBodySchema,
  walkInBodySchema,
  staffAppointmentIdParamsSchema,
  staffAppointmentListMetaSchema,
  staffAppointmentListQuerySchema,
  staffAppointmentListResponseSchema,
  staffAppointmentResponseSchema,
  staffAppointmentSchema,
  staffEndpoints,
} from './staff';
export type {
  AppointmentEvent,
  AppointmentEventAction,
  MoveAppointmentBody,
  WalkInBody,
  StaffAppointment,
  StaffAppointmentIdParams,
  StaffAppointmentListMeta,
  StaffAppointmentListQuery,
  StaffAppointmentListResponse,
  StaffAppointmentResponse,
} from './staff';

export {
  OTP_CODE_LENGTH,
  accountEndpoints,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  messageResponseSchema,
  otpRequestBodySchema,
  otpVerifyBodySchema,
  resetPasswordBodySchema,
  updateProfileBodySchema,
  verifyEmailBodySchema,
  verifyEmailResponseSchema,
} from './account';
export type {
  AccountEndpoints,
  ChangePasswordBody,
  ForgotPasswordBody,
  MessageResponse,
  OtpRequestBody,
  OtpVerifyBody,
  ResetPasswordBody,
  UpdateProfileBody,
  VerifyEmailBody,
  VerifyEmailResponse,
} from './account';

export {
  DEV_SETTINGS_MAX_ENTRIES,
  DEV_TODAY_MAX_BOOKINGS,
  OUTBOX_LIST_LIMIT,
  SETTING_KEY_MAX_LENGTH,
  SETTING_VALUE_MAX_LENGTH,
  devEndpoints,
  devSettingSchema,
  devSettingsBodySchema,
  devBookingSlotSchema,
  devTodayBodySchema,
  devTodayBookingSchema,
  devTodayResponseSchema,
  outboxMessageSchema,
  outboxQuerySchema,
  outboxResponseSchema,
} from './dev';
export type {
  DevBookingSlot,
  DevSetting,
  DevSettingsBody,
  DevTodayBody,
  DevTodayBooking,
  DevTodayResponse,
  OutboxMessage,
  OutboxQuery,
  OutboxResponse,
} from './dev';

export {
  addressBodySchema,
  addressEndpoints,
  addressIdParamsSchema,
  addressListResponseSchema,
  addressResponseSchema,
  addressSchema,
  pinCodeSchema,
} from './addresses';
export type { Address, AddressBody, AddressIdParams, AddressListResponse, AddressResponse } from './addresses';

export {
  COINS_REQUEST_MAX,
  COIN_LEDGER_LIMIT,
  caratCoinEndpoints,
  coinAccountResponseSchema,
  coinAccountSchema,
  coinEntryKindSchema,
  coinEntrySchema,
  coinTermsSchema,
  coinsRequestSchema,
} from './carat-coins';
export type { CoinAccount, CoinAccountResponse, CoinEntry, CoinEntryKind, CoinTerms } from './carat-coins';

export {
  IDEMPOTENCY_KEY_LENGTH,
  ORDER_LIST_DEFAULT_PER_PAGE,
  ORDER_LIST_MAX_PER_PAGE,
  checkoutBodySchema,
  checkoutCoinsSchema,
  checkoutEndpoints,
  checkoutGiftCardSchema,
  checkoutHeadersSchema,
  checkoutLineSchema,
  checkoutSummaryBodySchema,
  checkoutSummaryQuerySchema,
  checkoutSummaryResponseSchema,
  checkoutSummarySchema,
  fulfilmentSchema,
  idempotencyKeySchema,
  orderAddressSchema,
  orderEventKindSchema,
  orderEventSchema,
  orderImageSchema,
  orderLineSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderNumberParamsSchema,
  orderRefundSchema,
  orderResponseSchema,
  orderReturnItemSchema,
  orderReturnSchema,
  orderSchema,
  orderShipmentSchema,
  orderStatusSchema,
  orderSummarySchema,
  paymentMethodSchema,
  paymentStatusSchema,
  pickupStoreSchema,
  refundPartsSchema,
  refundStatusSchema,
  retryPaymentBodySchema,
  returnStatusSchema,
} from './checkout';
export type {
  CheckoutBody,
  CheckoutCoins,
  CheckoutGiftCard,
  CheckoutLine,
  CheckoutSummary,
  CheckoutSummaryBody,
  CheckoutSummaryQuery,
  CheckoutSummaryResponse,
  Fulfilment,
  Order,
  OrderAddress,
  OrderEvent,
  OrderEventKind,
  OrderImage,
  OrderLine,
  OrderListQuery,
  OrderListResponse,
  OrderNumberParams,
  OrderRefund,
  OrderResponse,
  OrderReturn,
  OrderShipment,
  OrderStatus,
  OrderSummary,
  PaymentMethod,
  PaymentStatus,
  RetryPaymentBody,
  PickupStore,
  RefundStatus,
  ReturnStatus,
} from './checkout';

export {
  paymentAttemptStatusSchema,
  paymentCallbackBodySchema,
  paymentCallbackResponseSchema,
  paymentEndpoints,
  paymentIdParamsSchema,
  paymentProviderParamsSchema,
  paymentPurposeSchema,
  paymentResponseSchema,
  paymentSchema,
  providerMethodSchema,
} from './payments';
export type {
  Payment,
  PaymentAttemptStatus,
  PaymentCallbackBody,
  PaymentCallbackResponse,
  PaymentIdParams,
  PaymentProviderParams,
  PaymentPurpose,
  PaymentResponse,
  ProviderMethod,
} from './payments';

export {
  KIOSK_DEVICE_HEADER,
  clearDeviceLockBodySchema,
  clearPinLockBodySchema,
  clearPinLockResponseSchema,
  counterOverrideBodySchema,
  counterOverrideResponseSchema,
  counterOverrideSchema,
  kioskDeviceBodySchema,
  kioskDeviceHeadersSchema,
  kioskDeviceSchema,
  kioskDeviceStateResponseSchema,
  kioskDeviceStateSchema,
  kioskEndpoints,
  kioskCollectBodySchema,
  kioskIdParamsSchema,
  kioskLockScreenMemberSchema,
  kioskPickupListQuerySchema,
  kioskPickupListResponseSchema,
  kioskPickupParamsSchema,
  kioskPickupResponseSchema,
  kioskPickupSchema,
  kioskPickupStatusSchema,
  KIOSK_PICKUP_SEARCH_MAX_LENGTH,
  kioskRegistrationResponseSchema,
  kioskRegistrationSchema,
  kioskSessionResponseSchema,
  kioskSessionSchema,
  kioskStaffMemberSchema,
  kioskUnlockBodySchema,
  managedKioskListResponseSchema,
  managedKioskResponseSchema,
  managedKioskSchema,
  managerCredentialsSchema,
  revokeKioskBodySchema,
} from './kiosk';
export type {
  ClearDeviceLockBody,
  ClearPinLockBody,
  ClearPinLockResponse,
  CounterOverride,
  CounterOverrideBody,
  CounterOverrideResponse,
  KioskDevice,
  KioskDeviceBody,
  KioskDeviceState,
  KioskDeviceStateResponse,
  KioskCollectBody,
  KioskIdParams,
  KioskPickup,
  KioskPickupListQuery,
  KioskPickupListResponse,
  KioskPickupResponse,
  KioskPickupStatus,
  KioskRegistrationResponse,
  KioskSession,
  KioskSessionResponse,
  KioskStaffMember,
  KioskUnlockBody,
  ManagedKiosk,
  ManagedKioskListResponse,
  ManagedKioskResponse,
  ManagerCredentials,
  RevokeKioskBody,
} from './kiosk';

export {
  giftCardAmountRulesSchema,
  giftCardBalanceBodySchema,
  giftCardBalanceResponseSchema,
  giftCardBalanceSchema,
  giftCardCheckoutBodySchema,
  giftCardDesignSchema,
  giftCardEndpoints,
  giftCardOverviewResponseSchema,
  giftCardOverviewSchema,
  giftCardPurchaseResponseSchema,
  giftCardPurchaseSchema,
  giftCardStatusSchema,
  giftCardSummarySchema,
} from './gift-cards';
export type {
  GiftCardAmountRulesWire,
  GiftCardBalanceBody,
  GiftCardBalanceResponse,
  GiftCardCheckoutBody,
  GiftCardDesign,
  GiftCardOverviewResponse,
  GiftCardPurchaseResponse,
  GiftCardStatus,
  GiftCardSummary,
} from './gift-cards';

export {
  counterGiftCardBodySchema,
  counterPaymentMethodSchema,
  giftCardLedgerEntrySchema,
  issuedGiftCardResponseSchema,
  issuedGiftCardSchema,
  staffGiftCardEndpoints,
  staffGiftCardLookupBodySchema,
  staffGiftCardRedeemBodySchema,
  staffGiftCardResponseSchema,
  staffGiftCardSchema,
} from './staff-gift-cards';
export type {
  CounterGiftCardBody,
  CounterPaymentMethod,
  GiftCardLedgerEntry,
  IssuedGiftCardResponse,
  StaffGiftCard,
  StaffGiftCardLookupBody,
  StaffGiftCardRedeemBody,
  StaffGiftCardResponse,
} from './staff-gift-cards';

export {
  goldPlanEndpoints,
  goldPlanInstalmentSchema,
  goldPlanListResponseSchema,
  goldPlanPaymentParamsSchema,
  goldPlanPaymentResponseSchema,
  goldPlanPaymentSchema,
  goldPlanPayBodySchema,
  goldPlanPayoutResponseSchema,
  goldPlanPayoutSchema,
  goldPlanSchema,
  goldPlanSubscribeBodySchema,
  goldPlanSubscriptionListResponseSchema,
  goldPlanSubscriptionParamsSchema,
  goldPlanSubscriptionResponseSchema,
  goldPlanSubscriptionSchema,
  goldPlanSubscriptionSummarySchema,
  goldPlanTransactionParamsSchema,
  goldPlanTransactionResponseSchema,
  goldPlanTransactionSchema,
  instalmentStateSchema,
  subscriptionStandingSchema,
} from './gold-plan';
export type {
  GoldPlan,
  GoldPlanInstalment,
  GoldPlanListResponse,
  GoldPlanPayBody,
  GoldPlanPayment,
  GoldPlanPaymentResponse,
  GoldPlanPayoutResponse,
  GoldPlanSubscribeBody,
  GoldPlanSubscription,
  GoldPlanSubscriptionListResponse,
  GoldPlanSubscriptionResponse,
  GoldPlanSubscriptionSummary,
  GoldPlanTransaction,
  GoldPlanTransactionResponse,
  InstalmentStateWire,
  SubscriptionStanding,
} from './gold-plan';
// The back office's and the order-care areas export everything they declare.
export * from './back-office-session';
export * from './back-office-orders';
export * from './back-office-refunds';
export * from './back-office-admin';
export * from './back-office-rates';
export * from './order-care';
