import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp } from './build-test-app';

/** An answer as the tests read it. */
export interface Answer {
  status: number;
  body: Record<string, unknown> & { message?: string; errors?: Record<string, string[]> };
  headers: Record<string, unknown>;
  raw: string;
}

export interface CallOptions {
  token?: string;
  /** The caller's IP address, so the per-IP limits of one test do not spill into another. */
  ip?: string;
  /** Sent as `X-Forwarded-For`: the client behind a proxy on `ip` (the API trusts loopback). */
  forwardedFor?: string;
  body?: unknown;
}

/** `app.inject` against `/api/v1` (or another prefix), reading JSON answers. */
export function authClient(app: FastifyInstance, prefix = '/api/v1') {
  return async function call(method: 'GET' | 'POST' | 'PUT', path: string, options: CallOptions = {}): Promise<Answer> {
    const response = await app.inject({
      method,
      url: `${prefix}${path}`,
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    return {
      status: response.statusCode,
      body: response.body ? (response.json() as Answer['body']) : {},
      headers: response.headers,
      raw: response.body,
    };
  };
}

let registered = 0;

/** A valid user form with a fresh email each time. */
export function userForm(overrides: Record<string, unknown> = {}) {
  registered += 1;
  return {
    name: 'Asha Rao',
    email: `asha.${registered}.${Date.now()}@example.com`,
    phone: '9876543210',
    phone_country_number: '91',
    phone_country_code: 'IN',
    password: 'kundan2025',
    password_confirmation: 'kundan2025',
    ...overrides,
  };
}

/** Registers a new customer from `ip` with a fresh form; its form and bearer token. */
export async function registerUser(call: ReturnType<typeof authClient>, ip: string) {
  const form = userForm();
  const answer = await call('POST', '/auth/register', { body: form, ip });
  if (answer.status !== 200) throw new Error(`registration failed: ${answer.status} ${answer.raw}`);
  return { form, token: answer.body['access_token'] as string };
}

/** The messages to `email` in the dev outbox, once the mail the calls so far send after answering is sent. */
async function outboxOf(app: FastifyInstance, email: string) {
  await app.afterReplySettled();
  const outbox = await authClient(app)('GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
  return outbox.body['data'] as { subject: string; text: string }[];
}

/** The digits of the newest OTP email to `email`, read from the dev outbox. */
export async function latestOtpCode(app: FastifyInstance, email: string): Promise<string> {
  const messages = await outboxOf(app, email);
  const message = messages.find((m) => m.subject.includes('sign-in code'));
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no sign-in code for ${email} in the outbox`);
  return code;
}

/** The token of the newest reset link to `email`, read from the dev outbox. */
export async function latestResetToken(app: FastifyInstance, email: string): Promise<string> {
  const messages = await outboxOf(app, email);
  const message = messages.find((m) => m.subject.startsWith('Reset'));
  const link = /(https?:\/\/\S+reset-password\S+)/.exec(message?.text ?? '')?.[1];
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no reset link for ${email} in the outbox`);
  return token;
}

/** The token of the newest email verification link to `email`, read from the dev outbox. */
export async function latestVerifyToken(app: FastifyInstance, email: string): Promise<string> {
  const messages = await outboxOf(app, email);
  const message = messages.find((m) => m.subject.startsWith('Confirm your email'));
  const link = /(https?:\/\/\S+verify-email\S+)/.exec(message?.text ?? '')?.[1];
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no verification link for ${email} in the outbox`);
  return token;
}

/**
 * An app without seed data for a suite of auth tests, built before the suite and closed after it. Each
 * call of `freshIp` is a new address in `subnet` (`10.4.0`), so the per-IP limits of one test do not
 * spill into another; give each suite its own subnet.
 */
export function useAuthTestApp(subnet: string) {
  let built: { app: FastifyInstance; storefrontUrl: string; call: ReturnType<typeof authClient> } | undefined;
  const ready = () => {
    if (!built) throw new Error('the auth test app is used before its beforeAll ran');
    return built;
  };
  let nextIp = 1;
  const freshIp = () => `${subnet}.${nextIp++}`;
  const call: ReturnType<typeof authClient> = (...args) => ready().call(...args);

  beforeAll(async () => {
    const { app, config } = await buildTestApp({ seed: false });
    built = { app, storefrontUrl: config.storefrontUrl, call: authClient(app) };
  });
  afterAll(async () => {
    await built?.app.close();
  });

  return {
    get app() {
      return ready().app;
    },
    /** Where mailed links point (`STOREFRONT_URL`). */
    get storefrontUrl() {
      return ready().storefrontUrl;
    },
    call,
    freshIp,
    /** Registers a new customer from a fresh address: its form and bearer token. */
    register: () => registerUser(call, freshIp()),
  };
}
