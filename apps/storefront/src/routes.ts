import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Every route of SPEC.md section 2. Access (sign-in, guest-only, disabled features, maintenance) is
 * decided for all of them in the root loader by libs/domain `decideAccess`; any other path is the 404 page.
 */
export default [
  index('routes/home.tsx'),
  route('category/:categorySlug', 'routes/category.tsx'),
  route('search', 'routes/search.tsx'),
  route('product/:productSlug', 'routes/product.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('stores', 'routes/stores.tsx'),
  route('stores/:storeSlug', 'routes/store-detail.tsx'),
  route('about', 'routes/cms-page.tsx', { id: 'about' }),
  route('page/:pageSlug', 'routes/cms-page.tsx', { id: 'cms-page' }),
  route('auth/login', 'routes/auth-login.tsx'),
  route('auth/register', 'routes/auth-register.tsx'),
  route('auth/forgot-password', 'routes/auth-forgot-password.tsx'),
  route('auth/reset-password', 'routes/auth-reset-password.tsx', { id: 'auth-reset-password' }),
  route('reset-password', 'routes/auth-reset-password.tsx', { id: 'reset-password' }),
  route('auth/otplogin', 'routes/auth-otplogin.tsx'),
  route('auth/logout', 'routes/auth-logout.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('checkout/payment-status', 'routes/checkout-payment-status.tsx'),
  route('checkout/success', 'routes/checkout-success.tsx'),
  route('checkout/failure', 'routes/checkout-failure.tsx'),
  route('user/profile', 'routes/user-profile.tsx'),
  route('user/wishlist', 'routes/user-wishlist.tsx'),
  route('user/orders', 'routes/user-orders.tsx'),
  route('user/order/:orderNumber', 'routes/user-order.tsx'),
  route('user/order/:orderNumber/invoice', 'routes/user-order-invoice.ts'),
  route('user/carat-coins', 'routes/user-carat-coins.tsx'),
  route('user/gold-purchase-plan', 'routes/user-gold-plan.tsx'),
  route('user/gold-purchase-plan/subscription/:uuid', 'routes/user-gold-plan-record.tsx', { id: 'gold-plan-subscription' }),
  route('user/gold-purchase-plan/payment/:paymentUUID', 'routes/user-gold-plan-record.tsx', { id: 'gold-plan-payment' }),
  route('user/gold-purchase-plan/transaction-status/:transactionNumber', 'routes/user-gold-plan-record.tsx', { id: 'gold-plan-transaction' }),
  route('appointment', 'routes/appointment.tsx'),
  route('appointment/success', 'routes/appointment-success.tsx'),
  route('maintenance', 'routes/maintenance.tsx'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
