import { allEndpoints, authResponseSchema, userResponseSchema, type User } from '@aurelia/contracts';
import { authSessionCookies, parseCookies, restoreAuthSession, sessionFromAuthResult, signedOutSession } from '@aurelia/domain';
import { isUser } from '../features/auth/is-user';
import { FLASH_COOKIE_NAME, SESSION_ENDED_FLASH } from '../shared/flash';
import { PUBLIC_ORIGIN } from './api.server';

/** The parts of a forwarded request the session reads (an Express request has them all). */
export interface ForwardedRequest {
  method: string;
  originalUrl: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  protocol: string;
  secure: boolean;
}

/** What the API answered, as the storefront server passes it on. */
export interface ForwardedAnswer {
  status: number;
  /** The parsed JSON body, for the answers the session reads (`readsAnswer`). */
  body?: unknown;
  /** The call carried the token of the session cookie. */
  sentSession: boolean;
}

/** `Set-Cookie` values for the answer, and its body when the session changed it. */
export interface SessionOutcome {
  setCookie: string[];
  body?: unknown;
}

const API_PREFIX = '/api/v1';

function pathsAnswering(schema: unknown): Set<string> {
  const paths = Object.values(allEndpoints)
    .filter((endpoint) => (endpoint.response as Record<number, unknown>)[200] === schema)
    .map((endpoint) => `${endpoint.method} ${API_PREFIX}${endpoint.path}`);
  return new Set(paths);
}

/** Sign-in, register, sign-in by code: the answers that carry an access token. */
const SIGN_IN_CALLS = pathsAnswering(authResponseSchema);
/** The user record's answers: the cookies follow them (a new name shows in the header). */
const USER_CALLS = pathsAnswering(userResponseSchema);
const LOGOUT_CALL = `POST ${API_PREFIX}/auth/logout`;

/** The call as the API will route it, however its path is spelled (escapes, doubled or trailing slashes). */
function callOf(req: ForwardedRequest): string {
  let path = req.originalUrl.split(/[?#]/, 1)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // a malformed escape: the path as it is
  }
  return `${req.method.toUpperCase()} ${path.replace(/\/{2,}/g, '/').replace(/\/+$/, '')}`;
}

function header(req: ForwardedRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The shop is served over TLS: its public address is https, or this request came over TLS (or a trusted proxy says so). */
export function cookiesAreSecure(secureRequest: boolean): boolean {
  return secureRequest || PUBLIC_ORIGIN.startsWith('https:');
}

/**
 * Whether a call comes from the shop's own pages, or from a client that is no page at all (no Origin, no
 * Sec-Fetch-Site): a page on another origin of the same site (another port, a sibling subdomain) gets the
 * cookie sent along by the browser, and must not have it turned into the shopper's bearer token.
 */
export function isOwnCall(req: ForwardedRequest): boolean {
  const site = header(req, 'sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = header(req, 'origin');
  if (origin === undefined) return true;
  return origin === PUBLIC_ORIGIN || origin === `${req.protocol}://${header(req, 'host') ?? ''}`;
}

/** The token of the session cookie, for a call from the shop's own pages; null for any other call. */
export function sessionBearer(req: ForwardedRequest): string | null {
  if (!isOwnCall(req)) return null;
  return restoreAuthSession(parseCookies(header(req, 'cookie')), isUser).token;
}

/** Whether the API's answer to this call is read before it is passed on (it may hold a token or the user). */
export function readsAnswer(req: ForwardedRequest): boolean {
  const call = callOf(req);
  return SIGN_IN_CALLS.has(call) || USER_CALLS.has(call);
}

function withoutToken(body: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...body };
  delete rest['access_token'];
  return rest;
}

/**
 * The session's side of an answer: a sign-in's token goes into the HttpOnly cookie and out of the JSON the
 * browser gets; the user record refreshes both cookies; a sign-out, or a 401 to the cookie's own token,
 * clears both (a stale cookie is dropped at once, so it cannot send the shopper round again).
 */
export function sessionOutcome(req: ForwardedRequest, answer: ForwardedAnswer): SessionOutcome {
  const call = callOf(req);
  const secure = cookiesAreSecure(req.secure);
  const body = answer.body;
  if (SIGN_IN_CALLS.has(call) && typeof body === 'object' && body !== null && 'access_token' in body) {
    const { access_token, user } = body as { access_token: unknown; user: unknown };
    const session = typeof access_token === 'string' && isUser(user) ? sessionFromAuthResult<User>({ access_token, user }) : signedOutSession();
    // Whatever came back, the token never reaches the page.
    return { setCookie: answer.status === 200 ? authSessionCookies(session, secure) : [], body: withoutToken(body as Record<string, unknown>) };
  }
  if (!answer.sentSession) return { setCookie: [] };
  if (answer.status === 401 && call === LOGOUT_CALL) {
    // The page signs out because the API refused its session: the next page says so, even after a full reload.
    return { setCookie: [...authSessionCookies(signedOutSession(), secure), `${FLASH_COOKIE_NAME}=${SESSION_ENDED_FLASH}; Path=/; Max-Age=60; SameSite=Lax`] };
  }
  if (answer.status === 401 || call === LOGOUT_CALL) return { setCookie: authSessionCookies(signedOutSession(), secure) };
  if (USER_CALLS.has(call) && answer.status === 200) {
    const user = (body as { data?: unknown } | undefined)?.data;
    const token = restoreAuthSession(parseCookies(header(req, 'cookie')), isUser).token;
    // Both again: the user's for the header, the token's as HttpOnly over one a page wrote before it was.
    if (isUser(user) && token) return { setCookie: authSessionCookies({ token, user }, secure) };
  }
  return { setCookie: [] };
}

/** What the production server's forwarding of `/api/*` uses (libs/server-http forward-to-api.mjs). */
export const apiSession = { bearer: sessionBearer, readsAnswer, outcome: sessionOutcome };
