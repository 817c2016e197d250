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
  route('auth/logout', 'routes/auth-logout.tsx'),
  route('appointment', 'routes/appointment.tsx'),
  route('appointment/success', 'routes/appointment-success.tsx'),
  route('maintenance', 'routes/maintenance.tsx'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
