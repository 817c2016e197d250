import { join } from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_BASE_PATH, KIOSK_DEVICE_HEADER } from '@aurelia/contracts';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import qs from 'qs';
import { accountsPlugin } from './accounts/accounts-plugin';
import { afterReplyPlugin } from './accounts/after-reply';
import { authLimitsPlugin } from './accounts/auth-limits-plugin';
import { appointmentsPlugin } from './appointments/appointments-plugin';
import type { BookingLimitSettings } from './appointments/booking-limits';
import { authPlugin } from './auth/auth-plugin';
import { coinAccountsPlugin } from './carat-coins/coin-accounts-plugin';
import { cataloguePlugin } from './catalogue/catalogue-plugin';
import type { Config } from './config';
import { databaseTargetFor } from './db/connect';
import { openDatabase, type DatabaseConnection } from './db/database';
import { loggerOptions } from './logger';
import { mailerPlugin } from './mail/mailer-plugin';
import { fastifyTimeoutOptions } from './http/server-timeouts';
import { openApiTransformObject, originOf } from './http/openapi-document';
import { databasePlugin } from './plugins/database';
import { errorHandler, frameworkErrorHandler } from './plugins/error-handler';
import type { WorkQueue } from './images/proxy/work-queue';
import { imageProxy } from './plugins/image-proxy';
import { jsonBody } from './plugins/json-body';
import { reservationReleasePlugin } from './orders/reservation-release-plugin';
import { repositoriesPlugin } from './plugins/repositories';
import { checkoutPlugin } from './checkout/checkout-plugin';
import { paymentsPlugin } from './payments/payments-plugin';
import { addressRoutes } from './addresses/addresses-routes';
import { appointmentRoutes } from './appointments/appointments-routes';
import { authRoutes } from './accounts/auth-routes';
import { caratCoinRoutes } from './carat-coins/carat-coins-routes';
import { cartRoutes } from './cart/cart-routes';
import { catalogueRoutes } from './catalogue/catalogue-routes';
import { checkoutRoutes } from './checkout/checkout-routes';
import { devRoutes } from './dev/dev-routes';
import { orderRoutes } from './orders/orders-routes';
import { invoiceRoutes } from './invoices/invoices-routes';
import { kioskRoutes } from './kiosk/kiosk-routes';
import { giftCardGuessesPlugin } from './gift-cards/code-guesses';
import { giftCardsPlugin } from './gift-cards/gift-cards-plugin';
import { goldPlanPlugin } from './gold-plan/gold-plan-plugin';
import { invoicesPlugin } from './invoices/invoices-plugin';
import { kioskPlugin } from './kiosk/kiosk-plugin';
import { orderConfirmationsPlugin } from './orders/order-confirmations-plugin';
import { giftCardRoutes } from './gift-cards/gift-cards-routes';
import { goldPlanRoutes } from './gold-plan/gold-plan-routes';
import { paymentRoutes } from './payments/payments-routes';
import { sandboxPayRoutes } from './payments/sandbox-pay-routes';
import { staffGiftCardRoutes } from './staff/staff-gift-cards-routes';
import { staffRoutes } from './staff/staff-routes';
import { storeRoutes } from './stores/stores-routes';
import { wishlistRoutes } from './wishlist/wishlist-routes';
import { healthRoutes } from './health/health-routes';
import { settingsRoutes } from './settings/settings-routes';
import { settingsPlugin } from './settings/settings-plugin';

/** Largest JSON body accepted; the API takes forms and carts, never uploads. */
export const BODY_LIMIT_BYTES = 256 * 1024;
export const DOCS_PATH = '/api/docs';

/** `filters[attributes][id][$in][0]=3` and `…[$in][]=3` both parse; deeper or longer input is cut short. */
export function parseQueryString(query: string): Record<string, unknown> {
  return qs.parse(query, { depth: 5, arrayLimit: 100, parameterLimit: 200, allowPrototypes: false });
}

export interface BuildAppOptions {
  /** An open, migrated database; by default one is opened (and migrated) from the config. */
  database?: DatabaseConnection;
  /** How often unpaid orders past their reservation release their stock (default 60 s). */
  reservationReleaseIntervalMs?: number;
  /** How many appointments one client and one phone may book (default BOOKING_LIMITS). */
  bookingLimits?: BookingLimitSettings;
  /** Sees every route as it is added, before the app is ready (the test that routes match the endpoint table). */
  onRoute?: (route: RouteOptions) => void;
  /** The image proxy's queue of cache misses, when the caller wants to watch it (tests); by default its own. */
  imageQueue?: WorkQueue;
}

/**
 * The API: external plugins (security headers, CORS, rate limiting, OpenAPI), then app plugins (error
 * handler, database, repositories, payments, image proxy), then routes (`/healthz`, `/readyz`, the sandbox
 * payment page `/sandbox-pay/*`, `/api/v1/*`).
 * The app owns the database from here on and closes it when it closes.
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  let database = options.database;
  if (!database) {
    database = await openDatabase(databaseTargetFor(config));
    await database.migrate();
  }

  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy === false ? false : [...config.trustProxy],
    frameworkErrors: frameworkErrorHandler,
    // A client that sends its headers or body too slowly gets a 408 and its connection closed.
    ...fastifyTimeoutOptions(config.httpTimeouts),
    // While closing, a request that still arrives on an open connection is served (then the connection
    // closes) rather than answered with Fastify's bare 503: see graceful-shutdown.ts.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200, querystringParser: parseQueryString },
  }).withTypeProvider<ZodTypeProvider>();
  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a text body is a wrong content type (400), not a string for the schema to refuse.
  app.removeContentTypeParser('text/plain');
  // Before any route: bodies deeper than a sane limit are refused, and routes without a body schema take none.
  await app.register(jsonBody);

  await app.register(helmet, {
    // Images may be shown by the storefront's origin in development, where it does not proxy them.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Upgrading requests to https would break the docs page served over plain http in development.
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: config.env === 'production' ? [] : null } },
  });
  await app.register(cors, {
    origin: [...config.corsOrigins],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposedHeaders: ['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'],
    maxAge: 600,
  });
  // Limits are per route (login, OTP, password reset), declared with `config.rateLimit` where needed.
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.brandName} API`,
        description: 'The REST API of the shop. Money is in rupees with 2 decimals; errors are `{ message, errors? }`.',
        version: '1.0.0',
        contact: { name: config.brandName, url: config.storefrontUrl },
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          kioskDevice: { type: 'apiKey', in: 'header', name: KIOSK_DEVICE_HEADER },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: openApiTransformObject({ publicOrigin: config.storefrontUrl, directOrigin: originOf(config.host, config.port) }),
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH });

  await app.register(errorHandler);
  await app.register(databasePlugin, { connection: database });
  await app.register(authLimitsPlugin);
  await app.register(kioskPlugin);
  await app.register(authPlugin);
  await app.register(mailerPlugin, { config });
  await app.register(afterReplyPlugin);
  await app.register(accountsPlugin);
  await app.register(cataloguePlugin);
  await app.register(settingsPlugin);
  await app.register(orderConfirmationsPlugin);
  await app.register(paymentsPlugin, { config });
  await app.register(repositoriesPlugin);
  await app.register(appointmentsPlugin, { bookingLimits: options.bookingLimits });
  await app.register(checkoutPlugin);
  await app.register(coinAccountsPlugin);
  await app.register(giftCardsPlugin, { config });
  await app.register(goldPlanPlugin);
  await app.register(invoicesPlugin, { config });
  await app.register(giftCardGuessesPlugin);
  await app.register(reservationReleasePlugin, { intervalMs: options.reservationReleaseIntervalMs });
  await app.register(imageProxy, {
    sourceDir: join(config.dataDir, 'public'),
    cacheDir: join(config.dataDir, 'cache', 'ipx'),
    queue: options.imageQueue,
  });

  await app.register(healthRoutes);
  await app.register(sandboxPayRoutes, { config });
  await app.register(
    async (api) => {
      await api.register(catalogueRoutes);
      await api.register(settingsRoutes);
      await api.register(authRoutes);
      await api.register(cartRoutes);
      await api.register(wishlistRoutes);
      await api.register(storeRoutes);
      await api.register(appointmentRoutes);
      await api.register(addressRoutes);
      await api.register(checkoutRoutes);
      await api.register(orderRoutes);
      await api.register(invoiceRoutes);
      await api.register(giftCardRoutes);
      await api.register(goldPlanRoutes);
      await api.register(caratCoinRoutes);
      await api.register(paymentRoutes);
      await api.register(staffRoutes);
      await api.register(staffGiftCardRoutes);
      await api.register(kioskRoutes);
      // The outbox, the settings writer and the appointment maker of the end-to-end journeys: only when
      // DEV_TOOLS=true switches them on (config.ts refuses that on a non-loopback HOST).
      if (config.devTools) await api.register(devRoutes);
    },
    { prefix: API_BASE_PATH },
  );
  return app;
}
