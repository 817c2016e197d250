import { defaultResponseChecking, createCall, type Call, type ResponseCheck, type ResponseChecking } from './call';
import { createAccountCalls, type AccountCalls } from './account-calls';
import type * as ResponseCheckModule from './response-check';
import type { HttpError } from './errors';
import { createHttpInstance, createSender, type HttpOptions } from './http';
import { createOrderCalls, type OrderCalls } from './order-calls';
import { createSavingsCalls, type SavingsCalls } from './savings-calls';
import { createShopCalls, type ShopCalls } from './shop-calls';
import { createStoreCalls, type StoreCalls } from './store-calls';

/** The client's options: those of its HTTP layer (the base URL, tokens, headers, time budget, retries), and these. */
export interface ApiClientOptions extends HttpOptions {
  /**
   * Called once per failed call when the server says the user is not signed in: a 401, or a message
   * such as "Unauthenticated." (docs/behaviour.md §8). The call still throws the error afterwards. Keep it free of
   * exceptions: whatever it throws replaces the `HttpError`.
   */
  onUnauthenticated: (error: HttpError) => void;
  /**
   * Check every success body against the endpoint's contract (libs/contracts): `'reject'` a body that does not
   * match with an `ApiError`, `'warn'` about it on the console and go on, or `'off'`. Default: `'reject'` under
   * `NODE_ENV` `development` or `test`, `'off'` otherwise (production, browser bundles), where the schemas are
   * never loaded.
   */
  checkResponses?: ResponseChecking;
}

export type { RequestOptions } from './http';

const RESPONSE_CHECK_MODULE = './response-check.ts';

/**
 * One function per endpoint of the contract's table that the apps call (docs/behaviour.md §7 and the ones we designed),
 * grouped by what the shopper or the staff member is doing. Every function rejects with an `ApiError`
 * (`HttpError`, `NetworkError`, `TimeoutError`), except `getProductById`, which resolves to `null` on any failure.
 */
export type ApiClient = ShopCalls & AccountCalls & OrderCalls & SavingsCalls & StoreCalls;

/**
 * The typed caller of any endpoint of the contract's table, on the client's HTTP layer (axios with axios-retry,
 * the time budget, the token, failures as `ApiError`s, answers checked against the contract as `checkResponses`
 * says): `call(name, { params, query, body, headers })`. The REST client's functions are built on it, and an app
 * whose calls are its own (the back office) uses it as it is.
 */
export function createEndpointCall(options: ApiClientOptions): Call {
  const send = createSender(createHttpInstance(options), options);
  const checking = options.checkResponses ?? defaultResponseChecking();
  // Loaded with the first answer, not before: the schemas are only needed then.
  let loaded: Promise<typeof ResponseCheckModule> | undefined;
  // A specifier bundlers do not follow: browser builds, where checks are off, never get the schemas (and zod)
  // into a chunk of their own or, through modules they share with the app, into its first load. Checks run
  // where the source runs (tests, development servers), so the specifier names the source file.
  const load = () => (loaded ??= import(/* @vite-ignore */ RESPONSE_CHECK_MODULE) as Promise<typeof ResponseCheckModule>);
  // A warning need not hold the answer back: it is written once the schemas are loaded.
  const warnWhenLoaded: ResponseCheck = (name, body) => {
    load().then((module) => module.responseCheck('warn')(name, body), () => undefined);
  };
  return createCall(send, () => {
    if (checking === 'reject') return load().then((module) => module.checkResponse);
    return checking === 'warn' ? Promise.resolve(warnWhenLoaded) : undefined;
  });
}

/** Creates the REST client of docs/behaviour.md §7 and of the endpoints we designed, on axios and axios-retry. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const call = createEndpointCall(options);
  return {
    ...createShopCalls(call),
    ...createAccountCalls(call),
    ...createOrderCalls(call),
    ...createSavingsCalls(call),
    ...createStoreCalls(call),
  };
}
