import { accountsPlugin } from './accounts/accounts-plugin';
import { authRoutes } from './accounts/auth-routes';
import { addressesPlugin } from './addresses/addresses-plugin';
import { addressRoutes } from './addresses/addresses-routes';
import { appointmentsPlugin } from './appointments/appointments-plugin';
import { appointmentRoutes } from './appointments/appointments-routes';
import { caratCoinsPlugin } from './carat-coins/carat-coins-plugin';
import { caratCoinRoutes } from './carat-coins/carat-coins-routes';
import { backOfficeAuditRoutes } from './back-office/audit-routes';
import { backOfficePlugin } from './back-office/back-office-plugin';
import { backOfficeDashboardRoutes } from './back-office/dashboard-routes';
import { backOfficeSessionRoutes } from './back-office/session-routes';
import { backOfficeMetalRateRoutes } from './back-office/metal-rates-routes';
import { backOfficeSettingsRoutes } from './back-office/settings-routes';
import { cartPlugin } from './cart/cart-plugin';
import { cartRoutes } from './cart/cart-routes';
import { cataloguePlugin } from './catalogue/catalogue-plugin';
import { catalogueRoutes } from './catalogue/catalogue-routes';
import { checkoutPlugin } from './checkout/checkout-plugin';
import { checkoutRoutes } from './checkout/checkout-routes';
import { devRoutes } from './dev/dev-routes';
import type { Feature } from './feature';
import { giftCardsPlugin } from './gift-cards/gift-cards-plugin';
import { giftCardRoutes } from './gift-cards/gift-cards-routes';
import { goldPlanPlugin } from './gold-plan/gold-plan-plugin';
import { goldPlanRoutes } from './gold-plan/gold-plan-routes';
import { healthRoutes } from './health/health-routes';
import { invoicesPlugin } from './invoices/invoices-plugin';
import { invoiceRoutes } from './invoices/invoices-routes';
import { kioskPlugin } from './kiosk/kiosk-plugin';
import { kioskPickupRoutes } from './kiosk/kiosk-pickups-routes';
import { kioskRoutes } from './kiosk/kiosk-routes';
import { orderAdminPlugin } from './order-admin/order-admin-plugin';
import { orderAdminRoutes } from './order-admin/order-admin-routes';
import { ordersPlugin } from './orders/orders-plugin';
import { orderRoutes } from './orders/orders-routes';
import { paymentsPlugin } from './payments/payments-plugin';
import { paymentRoutes } from './payments/payments-routes';
import { razorpayPayRoutes } from './payments/razorpay-pay-routes';
import { orderCareRoutes } from './refunds/order-care-routes';
import { refundsPlugin } from './refunds/refunds-plugin';
import { refundsRoutes } from './refunds/refunds-routes';
import { sandboxPayRoutes } from './payments/sandbox-pay-routes';
import { settingsPlugin } from './settings/settings-plugin';
import { settingsRoutes } from './settings/settings-routes';
import { staffGiftCardRoutes } from './staff/staff-gift-cards-routes';
import { staffRoutes } from './staff/staff-routes';
import { storesPlugin } from './stores/stores-plugin';
import { storeRoutes } from './stores/stores-routes';
import { wishlistPlugin } from './wishlist/wishlist-plugin';
import { wishlistRoutes } from './wishlist/wishlist-routes';

/**
 * Every feature of the API, the one place one is added (docs/architecture.md "Where to add a feature"). Their
 * routes are registered in this order, which is the order of the OpenAPI document; their plugins in this order too,
 * each moved ahead of any that names it in its `dependencies`.
 */
export const features: readonly Feature[] = [
  { name: 'health', rootRoutes: [healthRoutes] },
  { name: 'catalogue', plugin: cataloguePlugin, routes: [catalogueRoutes] },
  { name: 'settings', plugin: settingsPlugin, routes: [settingsRoutes] },
  { name: 'accounts', plugin: accountsPlugin, routes: [authRoutes] },
  { name: 'cart', plugin: cartPlugin, routes: [cartRoutes] },
  { name: 'wishlist', plugin: wishlistPlugin, routes: [wishlistRoutes] },
  { name: 'stores', plugin: storesPlugin, routes: [storeRoutes] },
  { name: 'appointments', plugin: appointmentsPlugin, routes: [appointmentRoutes] },
  { name: 'addresses', plugin: addressesPlugin, routes: [addressRoutes] },
  { name: 'checkout', plugin: checkoutPlugin, routes: [checkoutRoutes] },
  { name: 'orders', plugin: ordersPlugin, routes: [orderRoutes] },
  { name: 'invoices', plugin: invoicesPlugin, routes: [invoiceRoutes] },
  { name: 'gift-cards', plugin: giftCardsPlugin, routes: [giftCardRoutes] },
  { name: 'gold-plan', plugin: goldPlanPlugin, routes: [goldPlanRoutes] },
  { name: 'carat-coins', plugin: caratCoinsPlugin, routes: [caratCoinRoutes] },
  { name: 'payments', plugin: paymentsPlugin, routes: [paymentRoutes], rootRoutes: [sandboxPayRoutes, razorpayPayRoutes] },
  { name: 'staff', routes: [staffRoutes, staffGiftCardRoutes] },
  { name: 'refunds', plugin: refundsPlugin, routes: [orderCareRoutes, refundsRoutes] },
  { name: 'order-admin', plugin: orderAdminPlugin, routes: [orderAdminRoutes] },
  { name: 'kiosk', plugin: kioskPlugin, routes: [kioskRoutes, kioskPickupRoutes] },
  {
    name: 'back-office',
    plugin: backOfficePlugin,
    routes: [backOfficeSessionRoutes, backOfficeSettingsRoutes, backOfficeAuditRoutes, backOfficeDashboardRoutes, backOfficeMetalRateRoutes],
  },
  // The outbox, the settings writer and the appointment maker of the end-to-end journeys: only when DEV_TOOLS=true
  // switches them on (config.ts refuses that on a non-loopback HOST).
  { name: 'dev', routes: [devRoutes], servedWhen: (config) => config.devTools },
];
