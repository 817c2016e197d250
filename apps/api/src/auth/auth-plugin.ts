import { API_BASE_PATH, endpoints, KIOSK_DEVICE_HEADER } from '@aurelia/contracts';
import type { StaffActor, StaffRole } from '@aurelia/domain';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { authTokens, kioskDevices, users } from '../db/schema/index';
import { ForbiddenError, UnauthenticatedError } from '../errors';
import type { KioskDeviceRow } from '../kiosk/kiosk-service';
import type { StoreRow } from '../stores/store-presenter';
import { bearerToken, generateToken, hashToken, TOKEN_TTL_MS } from './tokens';
import type { UserRow } from './user-presenter';

export type TokenPurpose = 'shop' | 'back_office';

/**
 * Who made a request: the user and the hash of the token they used (for logout), and the kiosk when the
 * token is a staff session opened there by a PIN.
 */
export interface RequestAuth {
  user: UserRow;
  tokenHash: string;
  /** `shop` (the storefront and the kiosk) or `back_office`: a token opens only the doors of its purpose. */
  purpose: TokenPurpose;
  kioskDeviceId: number | null;
  /** The hash of that kiosk's device token, to match the device header of a counter call. */
  kioskDeviceTokenHash: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved by one of the auth preHandlers; null for a guest on an optional-auth route. */
    auth: RequestAuth | null;
    /** The kiosk whose device header a request sent, with its store; resolved by `requireKioskDevice`. */
    kioskDevice: { device: KioskDeviceRow; store: StoreRow } | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid bearer token is required (401 `Unauthenticated.` otherwise). */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a token is optional, but a token that is sent must be valid (401 otherwise). */
    optionalUser: (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler of counter powers: a staff session opened by a PIN on a kiosk, sent with that kiosk's device
     * header (401 without a valid token; 403 for a shopper, and for staff signed in with a password).
     */
    requireCounterStaff: (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler of the back office: a token issued by its sign-in (`purpose` back_office) of an admin or a
     * store's staff (401 without a valid one; 403 for a shop token or a shopper). Rights and stores are then
     * checked per record (libs/domain `mayActOnStore`, {@link staffActor}).
     */
    requireBackOffice: (request: FastifyRequest) => Promise<void>;
    /** preHandler of a kiosk's own calls: its device header names a registered kiosk (401 otherwise). */
    requireKioskDevice: (request: FastifyRequest) => Promise<void>;
    /** Issues a new bearer token for a user (a shop token unless said otherwise); only its hash is stored. */
    issueToken: (userId: number, purpose?: TokenPurpose) => Promise<string>;
    /** Revokes the token a request was made with (logout). */
    revokeToken: (tokenHash: string) => Promise<void>;
  }
}

async function findUserByToken(db: Database, token: string): Promise<RequestAuth | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ user: users, purpose: authTokens.purpose, kioskDeviceId: authTokens.kioskDeviceId, kioskDeviceTokenHash: kioskDevices.tokenHash })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    // A kiosk session ends with its kiosk: revoking the device signs its staff out.
    .leftJoin(kioskDevices, eq(kioskDevices.id, authTokens.kioskDeviceId))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date()),
        or(isNull(authTokens.kioskDeviceId), isNull(kioskDevices.revokedAt)),
      ),
    )
    .limit(1);
  if (!row) return null;
  return { user: row.user, tokenHash, purpose: row.purpose === 'back_office' ? 'back_office' : 'shop', kioskDeviceId: row.kioskDeviceId, kioskDeviceTokenHash: row.kioskDeviceTokenHash };
}

export const BACK_OFFICE_ONLY_MESSAGE = 'This session is for the back office only: sign in to the shop separately.';
export const NOT_BACK_OFFICE_MESSAGE = 'Sign in to the back office with your staff account.';

/** Back-office sessions are short: a working day, not a week (a shared counter PC must not stay signed in). */
export const BACK_OFFICE_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

export const COUNTER_ONLY_MESSAGE = 'This is done at a store’s kiosk: unlock it with your PIN.';
export const PIN_SESSION_MESSAGE = 'A kiosk PIN opens the counter only: sign in with your password for your account.';

/** Besides the counter's calls, the one call a PIN session may make: signing out when the kiosk locks. */
const PIN_SESSION_ALSO = `${endpoints.logout.method} ${API_BASE_PATH}${endpoints.logout.path}`;

/**
 * Bearer-token authentication (docs/architecture.md "API conventions"): random tokens stored hashed, valid
 * 7 days, revoked on logout. Routes get the hook of their endpoint's `auth` from `routeOptions` (http/route-options.ts).
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('kioskDevice', null);
    const { kiosks } = app;

    async function resolve(request: FastifyRequest, required: boolean, counter = false, purpose: TokenPurpose = 'shop'): Promise<void> {
      const header = request.headers.authorization;
      const token = bearerToken(header);
      if (!token) {
        if (required || header) throw new UnauthenticatedError();
        request.auth = null;
        return;
      }
      const auth = await findUserByToken(app.db, token);
      if (!auth) throw new UnauthenticatedError();
      // A back-office token opens the back office only, and the back office opens for nothing else, so a token
      // that leaks from one side never acts on the other.
      if (auth.purpose !== purpose) {
        if (`${request.method} ${request.routeOptions.url ?? ''}` === PIN_SESSION_ALSO) {
          request.auth = auth;
          return;
        }
        throw new ForbiddenError(purpose === 'back_office' ? NOT_BACK_OFFICE_MESSAGE : BACK_OFFICE_ONLY_MESSAGE);
      }
      // A 4-digit PIN guards the counter only, never the person's account (profile, orders, kiosk set-up, …).
      if (auth.kioskDeviceId !== null && !counter && `${request.method} ${request.routeOptions.url ?? ''}` !== PIN_SESSION_ALSO) {
        throw new ForbiddenError(PIN_SESSION_MESSAGE);
      }
      request.auth = auth;
    }

    app.decorate('requireUser', (request: FastifyRequest) => resolve(request, true));
    app.decorate('optionalUser', (request: FastifyRequest) => resolve(request, false));
    app.decorate('requireCounterStaff', async (request: FastifyRequest) => {
      await resolve(request, true, true);
      const auth = request.auth;
      if (auth?.user.role !== 'staff') throw new ForbiddenError();
      // A password sign-in, on the web or anywhere, gives shopper powers only: the counter's powers need the
      // kiosk (its device token) and the person at it (their PIN session on that kiosk), so neither a stolen
      // password nor a copied session token alone sells a gift card.
      const device = request.headers[KIOSK_DEVICE_HEADER];
      if (!auth.kioskDeviceTokenHash || typeof device !== 'string' || hashToken(device) !== auth.kioskDeviceTokenHash) {
        throw new ForbiddenError(COUNTER_ONLY_MESSAGE);
      }
    });
    app.decorate('requireBackOffice', async (request: FastifyRequest) => {
      await resolve(request, true, false, 'back_office');
      if (!request.auth || staffRoleOf(request.auth.user) === null) throw new ForbiddenError(NOT_BACK_OFFICE_MESSAGE);
    });
    app.decorate('requireKioskDevice', async (request: FastifyRequest) => {
      const device = request.headers[KIOSK_DEVICE_HEADER];
      // A header sent twice counts as none.
      request.kioskDevice = await kiosks.deviceByToken(typeof device === 'string' ? device : undefined, new Date());
    });
    app.decorate('issueToken', async (userId: number, purpose: TokenPurpose = 'shop') => {
      const token = generateToken();
      const ttl = purpose === 'back_office' ? BACK_OFFICE_TOKEN_TTL_MS : TOKEN_TTL_MS;
      await app.db.insert(authTokens).values({ userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttl) });
      return token;
    });
    app.decorate('revokeToken', async (tokenHash: string) => {
      await app.db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.tokenHash, tokenHash));
    });
  },
  { name: 'auth', dependencies: ['database', 'kiosk'] },
);

/** The signed-in user of a request that passed `requireUser`/`requireCounterStaff`; a programming error otherwise. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw new UnauthenticatedError();
  return request.auth.user;
}

/** The role a user acts in for the shop: `admin`, a store's `manager` or `staff`; null for a shopper. */
export function staffRoleOf(user: Pick<UserRow, 'role' | 'isManager'>): StaffRole | null {
  if (user.role === 'admin') return 'admin';
  if (user.role === 'staff') return user.isManager ? 'manager' : 'staff';
  return null;
}

/**
 * Who is acting in a request that passed `requireBackOffice`: their role and stores, for libs/domain
 * `hasRight` / `mayActOnStore`. A member of staff belongs to the one store of their account.
 */
export function staffActor(request: FastifyRequest): StaffActor & { userId: number; name: string } {
  const user = currentUser(request);
  const role = staffRoleOf(user);
  if (role === null) throw new ForbiddenError(NOT_BACK_OFFICE_MESSAGE);
  return { userId: user.id, name: user.name, role, storeIds: role === 'admin' || user.storeId === null ? [] : [user.storeId] };
}

/** The kiosk of a request that passed `requireKioskDevice`; a programming error otherwise. */
export function currentKiosk(request: FastifyRequest): NonNullable<FastifyRequest['kioskDevice']> {
  if (!request.kioskDevice) throw new UnauthenticatedError();
  return request.kioskDevice;
}
