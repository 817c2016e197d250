import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('configuration from the environment', () => {
  it('defaults to port 3333 on 127.0.0.1, PGlite in <repo>/.data and the local app origins', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3333,
      host: '127.0.0.1',
      databaseUrl: undefined,
      brandName: 'Aurelia',
      env: 'development',
    });
    expect(config.dataDir).toBe(`${REPO_ROOT}.data`);
    expect(config.corsOrigins).toContain('http://localhost:4200');
    // Where `npm start` serves the storefront, whatever the CORS origins.
    expect(config.storefrontUrl).toBe('http://127.0.0.1:4200');
    expect(loadConfig({ CORS_ORIGINS: 'https://kiosk.example.com' }).storefrontUrl).toBe('http://127.0.0.1:4200');
    expect(config.sellerGstin).toBe('27AAKCA7316M1ZA');
    expect(config.tokenSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://shop:secret@127.0.0.1:5432/shop',
      DATA_DIR: '/tmp/aurelia-data',
      CORS_ORIGINS: 'https://shop.example.com, https://kiosk.example.com/',
      BRAND_NAME: 'Kanak',
      STOREFRONT_URL: 'https://shop.example.com/',
      SELLER_GSTIN: ' 27aapfu0939f1zv ',
      SMTP_URL: 'smtp://mail.example.com:587',
      PAYMENT_CALLBACK_URL: 'https://api.example.com/api/v1/payments/callback/sandbox',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://shop:secret@127.0.0.1:5432/shop',
      dataDir: '/tmp/aurelia-data',
      corsOrigins: ['https://shop.example.com', 'https://kiosk.example.com'],
      brandName: 'Kanak',
      storefrontUrl: 'https://shop.example.com',
      sellerGstin: '27AAPFU0939F1ZV',
      smtpUrl: 'smtp://mail.example.com:587',
      paymentCallbackUrl: 'https://api.example.com/api/v1/payments/callback/sandbox',
      logLevel: 'warn',
    });
  });

  it('refuses a STOREFRONT_URL that is not an http(s) URL, and a GSTIN that does not check or is not of Maharashtra', () => {
    expect(() => loadConfig({ STOREFRONT_URL: 'shop.example.com' })).toThrow(/STOREFRONT_URL must be an http:\/\/ or https:\/\/ URL/);
    expect(() => loadConfig({ STOREFRONT_URL: 'ftp://shop.example.com' })).toThrow(/STOREFRONT_URL must be an http/);
    expect(() => loadConfig({ SELLER_GSTIN: '27AAPFU0939F1ZW' })).toThrow(/SELLER_GSTIN must be a GSTIN .* check character/);
    expect(() => loadConfig({ SELLER_GSTIN: '29AAGCB7383J1Z4' })).toThrow(/SELLER_GSTIN must be a Maharashtra GSTIN \(state code 27\)/);
  });

  it('draws the product images at seed time unless SEED_IMAGES is false', () => {
    expect(loadConfig({}).seedImages).toBe(true);
    expect(loadConfig({ SEED_IMAGES: ' ' }).seedImages).toBe(true);
    expect(loadConfig({ SEED_IMAGES: 'false' }).seedImages).toBe(false);
    expect(() => loadConfig({ SEED_IMAGES: 'no' })).toThrow(/SEED_IMAGES must be true or false/);
  });

  it('names every bad variable in one error, without echoing secrets', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://root:hunter2@db/shop', CORS_ORIGINS: '*' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/DATABASE_URL must be a postgres/);
    expect(message).toMatch(/CORS_ORIGINS.*"\*" is not allowed/);
    expect(message).not.toContain('hunter2');
  });

  it('switches the development tools on only with DEV_TOOLS=true, and only on a loopback HOST', () => {
    expect(loadConfig({}).devTools).toBe(false);
    expect(loadConfig({ DEV_TOOLS: 'false' }).devTools).toBe(false);
    for (const host of ['127.0.0.1', '127.8.9.10', 'localhost', '::1', '[::1]']) {
      expect(loadConfig({ DEV_TOOLS: 'true', HOST: host }).devTools, host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'shop.example.com', '128.0.0.1']) {
      expect(() => loadConfig({ DEV_TOOLS: 'true', HOST: host }), host).toThrow(ConfigError);
      expect(() => loadConfig({ DEV_TOOLS: 'true', HOST: host }), host).toThrow(/DEV_TOOLS must not be true when HOST is not a loopback address/);
      expect(loadConfig({ HOST: host }).devTools).toBe(false);
    }
    expect(() => loadConfig({ DEV_TOOLS: 'yes' })).toThrow(/DEV_TOOLS must be true or false/);
  });

  it('refuses to start in production without its secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/TOKEN_SECRET is required/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_WEBHOOK_SECRET is required/);
    expect(() => loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 's'.repeat(40), PAYMENT_SANDBOX: 'true' })).toThrow(
      /PAYMENT_WEBHOOK_SECRET is required/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'short', PAYMENT_WEBHOOK_SECRET: 's'.repeat(40), PAYMENT_SANDBOX: 'true' })).toThrow(
      /TOKEN_SECRET must be at least 32 characters/,
    );
    const secret = 's'.repeat(40);
    expect(loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: secret, PAYMENT_WEBHOOK_SECRET: secret, PAYMENT_SANDBOX: 'true' }).tokenSecret).toBe(
      secret,
    );
  });

  it('runs the sandbox payment provider in production only when PAYMENT_SANDBOX=true says so', () => {
    const secret = 's'.repeat(40);
    const production = { NODE_ENV: 'production', TOKEN_SECRET: secret, PAYMENT_WEBHOOK_SECRET: secret } as const;
    expect(() => loadConfig(production)).toThrow(/PAYMENT_SANDBOX must be true when NODE_ENV=production and PAYMENT_PROVIDER=sandbox/);
    expect(() => loadConfig({ ...production, PAYMENT_SANDBOX: 'false' })).toThrow(/PAYMENT_SANDBOX must be true/);
    expect(() => loadConfig({ ...production, PAYMENT_SANDBOX: 'yes' })).toThrow(/PAYMENT_SANDBOX must be true or false/);
    expect(loadConfig({ ...production, PAYMENT_SANDBOX: 'true' }).env).toBe('production');
    expect(loadConfig({}).env).toBe('development');
  });

  it('selects the payment provider: the sandbox by default, Razorpay with its keys, which production then runs without the sandbox', () => {
    const secret = 's'.repeat(40);
    const production = { NODE_ENV: 'production', TOKEN_SECRET: secret, PAYMENT_WEBHOOK_SECRET: secret } as const;
    const keys = {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_1DP5mmOlF5G5ag',
      RAZORPAY_KEY_SECRET: 'thisIsTheKeySecret1234',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-of-the-shop',
    } as const;
    expect(loadConfig({})).toMatchObject({ paymentProvider: 'sandbox', paymentSandbox: true, razorpay: null });
    expect(loadConfig(keys)).toMatchObject({
      paymentProvider: 'razorpay',
      paymentSandbox: false,
      razorpay: { keyId: 'rzp_live_1DP5mmOlF5G5ag', keySecret: 'thisIsTheKeySecret1234', webhookSecret: 'webhook-secret-of-the-shop', apiUrl: 'https://api.razorpay.com' },
    });
    expect(loadConfig({ ...keys, RAZORPAY_API_URL: 'http://127.0.0.1:4010/' }).razorpay?.apiUrl).toBe('http://127.0.0.1:4010');
    expect(loadConfig({ ...keys, PAYMENT_SANDBOX: 'true' }).paymentSandbox).toBe(true);
    expect(loadConfig({ ...production, ...keys })).toMatchObject({ env: 'production', paymentProvider: 'razorpay', paymentSandbox: false });
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'razorpay' })).toThrow(/RAZORPAY_KEY_ID is required when PAYMENT_PROVIDER=razorpay/);
    expect(() => loadConfig({ ...keys, RAZORPAY_WEBHOOK_SECRET: '' })).toThrow(/RAZORPAY_WEBHOOK_SECRET is required/);
    expect(() => loadConfig({ ...keys, RAZORPAY_KEY_ID: 'key_123' })).toThrow(/RAZORPAY_KEY_ID must be a Razorpay key id/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER must be sandbox or razorpay/);
    expect(() => loadConfig({ ...keys, RAZORPAY_KEY_SECRET: 'hunter2' })).toThrow(/RAZORPAY_KEY_SECRET must be at least 8 characters \(got \(hidden\)\)/);
  });

  it('takes an http(s) PAYMENT_CALLBACK_URL, unset by default (the API’s own port)', () => {
    expect(loadConfig({}).paymentCallbackUrl).toBeUndefined();
    expect(() => loadConfig({ PAYMENT_CALLBACK_URL: 'ftp://api.example.com/callback' })).toThrow(/PAYMENT_CALLBACK_URL must be an http/);
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('believes X-Forwarded-For from loopback proxies by default, from a list, or from none', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.2' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.2']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});
