import { resolve } from 'node:path';
import { DEFAULT_BRAND_NAME } from '@aurelia/domain';
import { z } from 'zod';
import { API_ROOT } from './api-root';
import { DEFAULT_SELLER_GSTIN, isWellFormedGstin, REGISTERED_OFFICE } from './company';
import { API_SERVER_TIMEOUTS, type ServerTimeouts } from './http/server-timeouts';

/** The workspace root, with a trailing slash. */
export const REPO_ROOT = `${resolve(API_ROOT, '..', '..')}/`;

const DEFAULT_CORS_ORIGINS = [
  'http://localhost:4200',
  'http://127.0.0.1:4200',
  'http://localhost:4300',
  'http://127.0.0.1:4300',
];
/** Where `npm start` serves the storefront (tools/start.mjs). */
const DEFAULT_STOREFRONT_URL = 'http://127.0.0.1:4200';
const DEV_TOKEN_SECRET = 'dev-only-token-secret-change-me-in-production';
const DEV_PAYMENT_WEBHOOK_SECRET = 'dev-only-payment-webhook-secret-change-me';
/** Razorpay's REST API; RAZORPAY_API_URL points the adapter elsewhere (the tests' stand-in). */
export const RAZORPAY_API_URL = 'https://api.razorpay.com';

/** `localhost`, `::1` or any 127.x.y.z: addresses only this machine reaches. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare) || /^::ffff:127(\.\d{1,3}){3}$/.test(bare);
}

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalString = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const milliseconds = (fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int('must be a whole number of milliseconds').min(1, 'must be at least 1 millisecond').default(fallback));

const originSchema = z.string().refine((origin) => {
  if (origin === '*') return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin;
  } catch {
    return false;
  }
}, 'must be an origin such as https://shop.example.com (scheme, host and port only; "*" is not allowed)');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(65_535).default(3333)),
    HOST: optionalString(z.string()).transform((host) => host ?? '127.0.0.1'),
    DATABASE_URL: optionalString(
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }),
    ),
    DATA_DIR: optionalString(z.string()).transform((dir) => resolve(dir ?? resolve(REPO_ROOT, '.data'))),
    CORS_ORIGINS: optionalString(z.string())
      .transform((list) =>
        list === undefined
          ? DEFAULT_CORS_ORIGINS
          : list
              .split(',')
              .map((origin) => origin.trim().replace(/\/$/, ''))
              .filter(Boolean),
      )
      .pipe(z.array(originSchema).min(1, 'must list at least one origin')),
    STOREFRONT_URL: optionalString(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL, such as https://shop.example.com' }),
    ).transform((url) => (url ?? DEFAULT_STOREFRONT_URL).replace(/\/+$/, '')),
    BRAND_NAME: optionalString(z.string().trim().min(1).max(60)).transform((name) => name ?? DEFAULT_BRAND_NAME),
    SELLER_GSTIN: optionalString(z.string().trim().toUpperCase())
      .transform((gstin) => gstin ?? DEFAULT_SELLER_GSTIN)
      .pipe(
        z
          .string()
          .refine(isWellFormedGstin, 'must be a GSTIN such as 27AAKCA7316M1ZA: 15 characters, the last a correct check character')
          .refine(
            (gstin) => gstin.startsWith(REGISTERED_OFFICE.stateCode),
            `must be a ${REGISTERED_OFFICE.state} GSTIN (state code ${REGISTERED_OFFICE.stateCode}), where the registered office is`,
          ),
      ),
    SMTP_URL: optionalString(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
    TOKEN_SECRET: optionalString(z.string().min(32, 'must be at least 32 characters')),
    PAYMENT_WEBHOOK_SECRET: optionalString(z.string().min(32, 'must be at least 32 characters')),
    PAYMENT_CALLBACK_URL: optionalString(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })),
    TRUST_PROXY: optionalString(z.string())
      .transform((value) => {
        if (value === undefined) return ['loopback'];
        if (value.trim().toLowerCase() === 'false') return false;
        return value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean);
      })
      .pipe(z.union([z.literal(false), z.array(z.string().regex(/^[0-9a-fA-F.:/]+$|^(loopback|linklocal|uniquelocal)$/, 'must list IP addresses, CIDR ranges, loopback, linklocal or uniquelocal')).min(1)])),
    SEED_IMAGES: z
      .preprocess(blankToUndefined, z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'))
      .transform((value) => value === 'true'),
    PAYMENT_SANDBOX: z.preprocess(blankToUndefined, z.enum(['true', 'false'], { error: 'must be true or false' }).optional()),
    PAYMENT_PROVIDER: z.preprocess(blankToUndefined, z.enum(['sandbox', 'razorpay'], { error: 'must be sandbox or razorpay' }).default('sandbox')),
    RAZORPAY_KEY_ID: optionalString(z.string().trim().regex(/^rzp_(test|live)_[A-Za-z0-9]{6,40}$/, 'must be a Razorpay key id such as rzp_test_1DP5mmOlF5G5ag')),
    RAZORPAY_KEY_SECRET: optionalString(z.string().trim().min(8, 'must be at least 8 characters')),
    RAZORPAY_WEBHOOK_SECRET: optionalString(z.string().min(8, 'must be at least 8 characters')),
    RAZORPAY_API_URL: optionalString(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })).transform((url) =>
      (url ?? RAZORPAY_API_URL).replace(/\/+$/, ''),
    ),
    DEV_TOOLS: z
      .preprocess(blankToUndefined, z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'))
      .transform((value) => value === 'true'),
    DEMO_MODE: z
      .preprocess(blankToUndefined, z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'))
      .transform((value) => value === 'true'),
    HTTP_HEADERS_TIMEOUT_MS: milliseconds(API_SERVER_TIMEOUTS.headersMs),
    HTTP_REQUEST_TIMEOUT_MS: milliseconds(API_SERVER_TIMEOUTS.requestMs),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: milliseconds(API_SERVER_TIMEOUTS.keepAliveMs),
    HTTP_CONNECTION_TIMEOUT_MS: milliseconds(API_SERVER_TIMEOUTS.connectionMs),
    LOG_LEVEL: z.preprocess(
      blankToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    ),
  })
  .superRefine((env, ctx) => {
    // The outbox shows every sign-in code and reset link, and the settings writer rewrites the shop: on an
    // address others can reach, they would hand any account to anyone.
    if (env.DEV_TOOLS && !isLoopbackHost(env.HOST)) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEV_TOOLS'],
        message: `must not be true when HOST is not a loopback address (HOST=${env.HOST}): development tools show sign-in codes and change settings`,
      });
    }
    if (env.PAYMENT_PROVIDER === 'razorpay') {
      for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENT_PROVIDER=razorpay' });
      }
    }
    if (env.NODE_ENV !== 'production') return;
    for (const key of ['TOKEN_SECRET', 'PAYMENT_WEBHOOK_SECRET'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when NODE_ENV=production' });
    }
    // The sandbox's page approves a payment without money: a production server that takes payments through
    // it does so only when told to on purpose (a demonstration), never by default.
    if (env.PAYMENT_PROVIDER === 'sandbox' && env.PAYMENT_SANDBOX !== 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_SANDBOX'],
        message:
          'must be true when NODE_ENV=production and PAYMENT_PROVIDER=sandbox: the sandbox approves payments without money (set PAYMENT_PROVIDER=razorpay for real ones)',
      });
    }
  });

/** Razorpay's keys (Dashboard → API keys), the secret its webhooks are signed with, and where its API answers. */
export interface RazorpayConfig {
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
  /** `https://api.razorpay.com` unless RAZORPAY_API_URL says otherwise, without a trailing slash. */
  readonly apiUrl: string;
}

/** The validated configuration of the API. */
export interface Config {
  readonly env: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  /** PostgreSQL when set; PGlite in `<dataDir>/pglite` otherwise. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  /** Origins allowed to call the API from a browser (CORS); nothing else is derived from them. */
  readonly corsOrigins: readonly string[];
  /** The storefront's public address, without a trailing slash: links in emails point there. */
  readonly storefrontUrl: string;
  readonly brandName: string;
  /** The company's GSTIN, printed on its tax invoices (fictional by default). */
  readonly sellerGstin: string;
  readonly smtpUrl: string | undefined;
  readonly tokenSecret: string;
  readonly paymentWebhookSecret: string;
  /**
   * Where the sandbox provider posts its signed callbacks; unset, the API's own
   * `http://127.0.0.1:<port it listens on>/api/v1/payments/callback/sandbox`.
   */
  readonly paymentCallbackUrl: string | undefined;
  /** Where new payment attempts go (PAYMENT_PROVIDER, `sandbox` by default). */
  readonly paymentProvider: 'sandbox' | 'razorpay';
  /**
   * Whether the sandbox provider takes payments and its pages (`/sandbox-pay/*`) are served: always when it is
   * PAYMENT_PROVIDER; beside Razorpay only when PAYMENT_SANDBOX=true says so.
   */
  readonly paymentSandbox: boolean;
  /** Razorpay's settings, when PAYMENT_PROVIDER=razorpay. */
  readonly razorpay: RazorpayConfig | null;
  readonly logLevel: string;
  /**
   * Proxies whose `X-Forwarded-For` is believed, so that per-IP limits see the shopper rather than the
   * storefront server that forwards `/api/*`: `loopback` by default (the storefront runs beside the API);
   * `false` believes none.
   */
  readonly trustProxy: false | readonly string[];
  /** Whether seeding an empty database draws the product images (≈30 s); the kiosk's journeys need none. */
  readonly seedImages: boolean;
  /**
   * Development tools (`/api/v1/dev/*`: mail outbox, settings writer, appointment maker, and the outbox table
   * behind mail): off unless DEV_TOOLS=true, and refused on a HOST other than loopback.
   */
  readonly devTools: boolean;
  /**
   * The whole shop is a demonstration (DEMO_MODE=true): gift cards paid in the payment sandbox are accepted at
   * a counter like money. Off by default, so a sandbox approval never turns into goods in a store.
   */
  readonly demoMode: boolean;
  /** Bounds on slow clients (HTTP_*_TIMEOUT_MS); the defaults are API_SERVER_TIMEOUTS. */
  readonly httpTimeouts: ServerTimeouts;
}

/** Thrown when the environment is invalid; its message lists every bad variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Reads and validates the configuration from environment variables. Throws a {@link ConfigError} naming
 * every invalid variable, so a bad deployment fails at start rather than at the first request.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const [key, ...rest] = issue.path.map(String);
      const value = key ? env[key] : undefined;
      const shown = key && /SECRET|URL/.test(key) ? '(hidden)' : JSON.stringify(value);
      return `  ${key}${rest.length ? `[${rest.join('.')}]` : ''} ${issue.message} (got ${shown})`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const parsed = result.data;
  return {
    env: parsed.NODE_ENV,
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL,
    dataDir: parsed.DATA_DIR,
    corsOrigins: parsed.CORS_ORIGINS,
    storefrontUrl: parsed.STOREFRONT_URL,
    brandName: parsed.BRAND_NAME,
    sellerGstin: parsed.SELLER_GSTIN,
    smtpUrl: parsed.SMTP_URL,
    tokenSecret: parsed.TOKEN_SECRET ?? DEV_TOKEN_SECRET,
    paymentWebhookSecret: parsed.PAYMENT_WEBHOOK_SECRET ?? DEV_PAYMENT_WEBHOOK_SECRET,
    paymentCallbackUrl: parsed.PAYMENT_CALLBACK_URL,
    paymentProvider: parsed.PAYMENT_PROVIDER,
    paymentSandbox: parsed.PAYMENT_PROVIDER === 'sandbox' || parsed.PAYMENT_SANDBOX === 'true',
    razorpay:
      parsed.PAYMENT_PROVIDER === 'razorpay' && parsed.RAZORPAY_KEY_ID && parsed.RAZORPAY_KEY_SECRET && parsed.RAZORPAY_WEBHOOK_SECRET
        ? {
            keyId: parsed.RAZORPAY_KEY_ID,
            keySecret: parsed.RAZORPAY_KEY_SECRET,
            webhookSecret: parsed.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: parsed.RAZORPAY_API_URL,
          }
        : null,
    logLevel: parsed.LOG_LEVEL ?? (parsed.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: parsed.TRUST_PROXY,
    seedImages: parsed.SEED_IMAGES,
    devTools: parsed.DEV_TOOLS,
    demoMode: parsed.DEMO_MODE,
    httpTimeouts: {
      headersMs: Math.min(parsed.HTTP_HEADERS_TIMEOUT_MS, parsed.HTTP_REQUEST_TIMEOUT_MS),
      requestMs: parsed.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveMs: parsed.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      connectionMs: parsed.HTTP_CONNECTION_TIMEOUT_MS,
    },
  };
}
