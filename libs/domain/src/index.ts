export {
  PRODUCTS_PER_PAGE,
  ADD_TO_CART_QUANTITY,
  CART_TOTAL_DECIMALS,
  AUTH_COOKIE_MAX_AGE_SECONDS,
  SETTINGS_CACHE_TTL_MS,
  SETTINGS_REFRESH_ON_VISIBLE_AFTER_MS,
  SETTINGS_REFRESH_INACTIVITY_MS,
  SETTINGS_REFRESH_MIN_AGE_MS,
  API_TIMEOUT_MS,
  API_MAX_RETRIES,
  API_RETRY_BASE_DELAY_MS,
  API_RETRY_AFTER_CAP_MS,
  API_RETRY_STATUSES,
  API_IDEMPOTENT_METHODS,
  TOAST_LIMIT,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_SWIPE_DIRECTION,
  TOAST_HOTKEY,
  TOAST_DEFAULT_POSITION,
  SHOP_TOAST_POSITION,
  SHOP_TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  LOADING_BAR,
  LAZY_LOADING_DELAY_MS,
  BRAND_THEME_COLOR,
  BRAND_GOLD,
  DEFAULT_BRAND_NAME,
  TITLE_TAGLINE,
  SITE_DESCRIPTION,
  VIEWPORT_MAXIMUM_SCALE,
  SOCIAL_CARD_TYPE,
  GST_PERCENT,
  JEWELLERY_HSN_CODE,
  CURRENCY,
  LOCALE,
  APPOINTMENT_BOOKING_DAYS,
} from './constants';
export { isUnauthenticatedResponse } from './auth/unauthenticated';
export { MINOR_UNITS_PER_RUPEE, fromMinorUnits, toMinorUnits } from './money/minor-units';
export { formatCount, formatInr, formatInrMinor } from './money/format-inr';
export { rupeesInWords, wholeNumberInWords } from './money/amount-in-words';
export { allocateInProportion } from './money/allocate';
export { sameState, splitGst, type GstSplit } from './invoices/gst-split';
export { computePriceBreakup, gstOf, type PriceBreakup, type PriceInputs } from './money/price-breakup';
export { floorToRupee, isWholeRupees, roundToRupee } from './money/whole-rupees';
export {
  LARGE_RATE_CHANGE_PERCENT,
  PURITY_KEYS,
  PURITY_TITLES,
  RATE_PER_GRAM_MAX_MINOR,
  RATE_PER_GRAM_MIN_MINOR,
  isPurityKey,
  rateChangeProblem,
  repricedAt,
  type PricedPiece,
  type PurityKey,
  type RateProblem,
} from './metal-rates/metal-rates';
export { PRODUCT_ITEM_TYPE, cartItemKey, emptyLocalCart, productKey, type CartItem, type CartItemRef, type CartProductDetails, type LocalCart } from './cart/local-cart';
export { addItemToCart, quantityAfterAdding } from './cart/add-to-cart';
export { removeItemFromCart } from './cart/remove-from-cart';
export { moveToTemporaryCart, type MovedCarts } from './cart/move-to-temporary-cart';
export { cartQuantity, cartTotal, cartTotalMinor } from './cart/cart-totals';
export { cartSyncPayload, type CartSyncPayload } from './cart/cart-sync-payload';
export { mergeCarts } from './cart/merge-carts';
export { canSell, type StockLevel } from './stock/stock-rule';
export { ONE_OF_A_KIND_QUANTITY, isOneOfAKind, lineLimitOf, oneOfAKindMessage, type PieceMake } from './stock/one-of-a-kind';
export { browserSession, holdsSession, isSignedIn, sessionFromAuthResult, signedOutSession, type AuthResult, type AuthSession, type HeldServerSession, type ServerSession, type SignedInSession, type SignedOutSession } from './auth/auth-session';
export { parseCookies, serializeClearingCookie, serializeCookie, type CookieOptions } from './auth/cookie';
export { AUTH_TOKEN_COOKIE, AUTH_USER_COOKIE, authCookieOptions, authSessionCookies, restoreAuthSession, restoreBrowserSession } from './auth/auth-cookies';
export { logout, type LogoutOutcome } from './auth/logout';
export { pageMeta, type PageMeta } from './pagination/page-meta';
export { canLoadPage, hasMorePages, nextPageRequest, pageLoadFailed, pageLoadStarted, pageLoaded, paginationReset, type LoadStatus, type PageRequest, type PageResponse, type PaginationState } from './pagination/product-pagination';
export { ALLOWED_IMAGE_WIDTHS, IMAGE_BREAKPOINTS, IMAGE_DENSITIES, MAX_IMAGE_WIDTH, isAllowedImageWidth, nearestAllowedWidth, type ImageBreakpoint } from './images/image-widths';
export { DEFAULT_IMAGE_FORMAT, IMAGE_PROXY_PREFIX, ipxModifiers, ipxUrl, isProxiedImageSource, type ImageFit, type ImageFormat, type ImageModifiers } from './images/ipx-url';
export { fixedImageSources, responsiveImageSources, type FixedImageOptions, type ImageSources, type ImageStyle, type ResponsiveImageOptions } from './images/image-srcset';
export { imageSizes, type ImageSizesByBreakpoint } from './images/image-sizes';
export { SITE_IMAGES, SITE_IMAGE_SIZE, categoryImagePath } from './images/site-images';
export { parseSettings, readSetting, toSettingsMap, type Setting, type SettingsInput, type SettingsMap } from './settings/setting';
export { BOOLEAN_SETTING_DEFAULTS, DEFAULT_SETTINGS, SETTING_KEYS, getBooleanSetting, getSetting, withDefaultSettings } from './settings/setting-defaults';
export { FEATURE_KEYS, FEATURE_LABELS, FEATURE_UNAVAILABLE_MESSAGES, disabledFeatures, isFeatureDisabled, isFeatureKey, parseDisabledRoutes, type FeatureKey } from './settings/disabled-routes';
export { STORE_CLOSED_NOTICE, isMaintenanceMode, isStoreOpen, noticeBar, type NoticeBar } from './settings/store-flags';
export { effectiveSettings, initialSettingsLoadState, settingsLoadReducer, type SettingsLoadEvent, type SettingsLoadState, type SettingsLoadStatus } from './settings/settings-load';
export { isSettingsCacheValid, parseSettingsCache, readSettingsCache, serializeSettingsCache, type SettingsCacheEntry } from './settings/settings-cache';
export { shouldRefreshSettings, type SettingsRefreshClock, type SettingsRefreshEvent } from './settings/settings-refresh';
export { LOGIN_PATH, MAINTENANCE_PATH, ROUTES, type RouteAccess, type RouteDefinition } from './routes/route-table';
export { matchRoute, type RouteMatch, type RouteParams } from './routes/match-route';
export { isSameForEveryone } from './routes/same-for-everyone';
export { isSafeRedirectTarget, loginRedirectFor, readQueryParam, splitPath, type SplitPath } from './routes/safe-redirect';
export { decideAccess, type AccessDecision, type RedirectReason, type RouteSession } from './routes/decide-access';
export { canAddToCart, canCheckout } from './routes/store-closed';
export { notFoundMessage, titleFor } from './routes/error-titles';
export { ToastValidationError, isToastValidationError, type ToastValidationCode } from './toasts/toast-validation-error';
export { TOAST_PROVIDER_DEFAULTS, validateToastProviderLabel } from './toasts/toast-provider';
export { createToast, shopToast, type Toast, type ToastAction, type ToastInput, type ToastPosition, type ToastType } from './toasts/toast';
export { addToast, closeToast, initialToastsState, removeExpiredToasts, toastRemovalDueAt, type ToastsState } from './toasts/toast-list';
export { colorModeFromCookies } from './color-mode/color-mode-cookie';
export { COLOR_MODE_COOKIE, DEFAULT_COLOR_MODE_PREFERENCE, isColorModePreference, parseColorModePreference, type ColorMode, type ColorModePreference } from './color-mode/color-mode-preference';
export { FALLBACK_COLOR_MODE, chosenColorMode, colorModeWarning, resolveColorMode, type ColorModeInputs, type ResolvedColorMode } from './color-mode/resolve-color-mode';
export {
  WEEKDAYS,
  counterOpen,
  endOfIndiaDay,
  formatDayHours,
  indiaClock,
  indiaTimeToday,
  storeOpenState,
  type DayHours,
  type Weekday,
  type WeeklyHours,
} from './stores/store-hours';
export { formatPhoneForDisplay } from './stores/phone-display';
export { addDays, addMonths, daysBetween, isCalendarDate, type CalendarDate } from './dates/calendar-date';
export { STORE_TIMEZONE, indiaDate, indiaDateTimeFormat, indiaMoment, indiaNow, indiaWeekday } from './dates/india-time';
export {
  BASIS_POINTS,
  gstIncludedIn,
  gstOfLines,
  priceCheckout,
  redeemableCoins,
  shippingFor,
  subtotalOf,
  type CheckoutInput,
  type CheckoutLine,
  type CheckoutSummary,
  type CoinTerms,
  type FulfilmentMethod,
  type ShippingTerms,
} from './checkout/checkout-summary';
export { MAX_PAYMENT_ATTEMPTS_PER_ORDER, mayStartPaymentAttempt, PAYMENT_ATTEMPTS_EXHAUSTED_MESSAGE } from './checkout/payment-attempts';
export { coinAccount, coinExpiryDate, coinsEarned, nextCoinExpiry, type CoinAccount, type CoinEarnTerms, type CoinLedgerEntry, type CoinLot, type EarningLine } from './coins/carat-coins';
export {
  bonusEarnedSoFar,
  instalmentDueDate,
  instalmentProblem,
  instalmentProblemMessage,
  instalmentSchedule,
  maturityBonus,
  maturityDate,
  nextPayableInstalment,
  planStanding,
  redeemUntil,
  type GoldPlanTerms,
  type InstalmentProblem,
  type InstalmentState,
  type PlanStanding,
  type ScheduledInstalment,
} from './gold-plan/gold-plan';
export {
  GIFT_CARD_ALPHABET,
  GIFT_CARD_AMOUNT_RULES,
  GIFT_CARD_CODE_LENGTH,
  formatGiftCardCode,
  generateGiftCardCode,
  giftCardAmountMessage,
  giftCardAmountProblem,
  isGiftCardCodeShape,
  maskGiftCardCode,
  normalizeGiftCardCode,
  redeemGiftCard,
  type GiftCardAmountProblem,
  type GiftCardAmountRules,
} from './gift-cards/gift-card-code';
export { SANDBOX_CARD_AT_COUNTER_MESSAGE } from './gift-cards/counter-acceptance';
export {
  KIOSK_IDLE_COUNTDOWN_SECONDS,
  KIOSK_IDLE_WARNING_SECONDS,
  KIOSK_PIN_LOCK_MINUTES,
  KIOSK_PIN_MAX_ATTEMPTS,
  KIOSK_SESSION_HOURS,
  STAFF_PIN_LOCK_MINUTES,
  STAFF_PIN_MAX_ATTEMPTS,
  STAFF_PIN_PATTERN,
  afterRightPin,
  afterWrongKioskPin,
  afterWrongPin,
  isStaffPin,
  pinLockSecondsLeft,
  type PinAttempts,
} from './kiosk/staff-access';
export {
  appointmentTransition,
  freesPlace,
  type AppointmentAction,
  type AppointmentState,
} from './kiosk/appointment-actions';
export {
  RIGHTS,
  ROLE_RIGHTS,
  STAFF_ROLES,
  hasRight,
  isStaffRole,
  mayActOnStore,
  storesInReach,
  type Right,
  type StaffActor,
  type StaffRole,
} from './access/rights';
export {
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  REASON_MAX_LENGTH,
  STATUS_LABELS,
  cancelRefusal,
  isOrderLifeStatus,
  mayCancel,
  nextTransitions,
  reasonProblem,
  settlesCashPayment,
  transitionRefusal,
  orderStands,
  transitionTo,
  type Canceller,
  type OrderFulfilment,
  type OrderLifeStatus,
  type OrderState,
  type OrderTransition,
} from './orders/order-lifecycle';
export {
  DEFAULT_RETURN_WINDOW_DAYS,
  REFUND_ANSWER_WAIT_MS,
  REFUND_WHOLE_RUPEES_MESSAGE,
  coinsForRefund,
  mayAskRefundAgain,
  refundGstShare,
  refundProblem,
  refundRoundOffShare,
  returnWindowEndsAt,
  returnWindowOpen,
  splitRefund,
  unitShares,
  valueOfReturnedUnits,
  type RefundLine,
  type RefundProblem,
  type RefundSources,
} from './orders/refunds';
