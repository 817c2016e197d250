import { join } from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { KIOSK_DEVICE_HEADER } from '@aurelia/contracts';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import qs from 'qs';
import type { BookingLimitSettings } from './appointments/booking-limits';
import { authPlugin } from './auth/auth-plugin';
import type { Config } from './config';
import { databaseTargetFor } from './db/connect';
import { openDatabase, type DatabaseConnection } from './db/database';
import { registerFeaturePlugins, registerFeatureRoutes, type FeatureOptions } from './feature';
import { features } from './features';
import { fastifyTimeoutOptions } from './http/server-timeouts';
import { openApiTransformObject, originOf } from './http/openapi-document';
import type { WorkQueue } from './images/proxy/work-queue';
import { loggerOptions } from './logger';
import { mailerPlugin } from './mail/mailer-plugin';
import { afterReplyPlugin } from './plugins/after-reply';
import { databasePlugin } from './plugins/database';
import { errorHandler, frameworkErrorHandler } from './plugins/error-handler';
import { imageProxy } from './plugins/image-proxy';
import { jsonBody } from './plugins/json-body';

/**
 * Largest JSON body accepted; the API takes forms and carts, never uploads. The web servers refuse a bigger one
 * before forwarding it (libs/server-http forward-to-api.mjs `MAX_FORWARDED_BODY_BYTES`): change both together.
 */
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
 * The API: external plugins (security headers, CORS, rate limiting, OpenAPI), then infrastructure plugins (error
 * handler, database, mailer), the features' plugins (features.ts), auth and the image proxy, then the features'
 * routes (`/healthz`, `/readyz`, the sandbox payment page `/sandbox-pay/*`, `/api/v1/*`).
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

  // Infrastructure first, then every feature's plugin; auth reads the kiosk feature's devices.
  await app.register(errorHandler);
  await app.register(databasePlugin, { connection: database });
  await app.register(mailerPlugin, { config });
  await app.register(afterReplyPlugin);
  const featureOptions: FeatureOptions = {
    config,
    bookingLimits: options.bookingLimits,
    reservationReleaseIntervalMs: options.reservationReleaseIntervalMs,
  };
  await registerFeaturePlugins(app, features, featureOptions);
  await app.register(authPlugin);
  await app.register(imageProxy, {
    sourceDir: join(config.dataDir, 'public'),
    cacheDir: join(config.dataDir, 'cache', 'ipx'),
    queue: options.imageQueue,
  });

  // The probes and the sandbox's hosted page at the root, every other route under `/api/v1`.
  await registerFeatureRoutes(app, features, featureOptions);
  return app;
}
