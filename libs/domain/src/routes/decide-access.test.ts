import { describe, expect, it } from 'vitest';
import { decideAccess, type RouteSession } from './decide-access';
import { ROUTES } from './route-table';

const guest: RouteSession = { token: null, user: null };
const member: RouteSession = { token: 'tok', user: { id: 1 } };
const open: Record<string, string> = {};
/** A sample path for each pattern, its parameters filled in. */
const sample = (pattern: string) => pattern.replace(/:\w+/g, 'x');

describe('docs/architecture.md maintenance_mode=true sends every route but /maintenance to /maintenance', () => {
  const maintenance = { maintenance_mode: 'true' };
  it.each(ROUTES.filter((route) => route.pattern !== '/maintenance').map((route) => sample(route.pattern)))(
    '%s goes to /maintenance',
    (path) => {
      for (const session of [guest, member]) {
        expect(decideAccess(path, session, maintenance)).toEqual({
          kind: 'redirect',
          to: '/maintenance',
          reason: 'maintenance',
        });
      }
    },
  );
  it('sends unknown paths there too', () => {
    expect(decideAccess('/nowhere', guest, maintenance)).toMatchObject({ to: '/maintenance' });
  });
  it('renders /maintenance while in maintenance', () => {
    expect(decideAccess('/maintenance', guest, maintenance)).toMatchObject({ kind: 'allow' });
  });
  it('still renders /maintenance when not in maintenance (it is open)', () => {
    expect(decideAccess('/maintenance/', guest, open)).toMatchObject({ kind: 'allow', route: { layout: false } });
  });
});

describe('docs/behaviour.md §2 disabled-routes check: a switched-off feature redirects to / naming it', () => {
  it.each(ROUTES.filter((route) => route.feature).map((route) => [sample(route.pattern), route.feature] as const))(
    '%s is off with %s',
    (path, feature) => {
      for (const session of [guest, member]) {
        expect(decideAccess(path, session, { disabled_routes: String(feature) })).toEqual({
          kind: 'redirect',
          to: '/',
          reason: 'feature-disabled',
          feature,
        });
      }
    },
  );
  it('leaves routes of other features and routes without a feature alone', () => {
    const settings = { disabled_routes: 'giftcards' };
    expect(decideAccess('/cart', guest, settings)).toMatchObject({ kind: 'allow' });
    expect(decideAccess('/about', guest, { disabled_routes: 'cart,checkout,giftcards,carat-coins,gold-purchase-plan' })).toMatchObject({
      kind: 'allow',
    });
  });
});

describe('docs/architecture.md is_store_open=false keeps browsing open and refuses checkout', () => {
  const closed = { is_store_open: 'false' };
  it('sends /checkout to /cart, guest or signed in', () => {
    for (const session of [guest, member]) {
      expect(decideAccess('/checkout?step=2', session, closed)).toEqual({
        kind: 'redirect',
        to: '/cart',
        reason: 'store-closed',
      });
    }
  });
  it('keeps the payment outcome pages, the cart and browsing reachable', () => {
    for (const path of ['/checkout/success', '/checkout/failure', '/checkout/payment-status', '/cart', '/product/ring']) {
      expect(decideAccess(path, member, closed)).toMatchObject({ kind: 'allow' });
    }
  });
  it('reports a switched-off checkout before the closed store', () => {
    expect(decideAccess('/checkout', member, { ...closed, disabled_routes: 'checkout' })).toMatchObject({
      reason: 'feature-disabled',
    });
  });
});

describe('docs/behaviour.md §2, §5 signed-in only: a guest is redirected to /auth/login', () => {
  it.each(ROUTES.filter((route) => route.access === 'signed-in').map((route) => sample(route.pattern)))(
    '%s sends a guest to sign in, then back',
    (path) => {
      expect(decideAccess(path, guest, open)).toEqual({
        kind: 'redirect',
        to: `/auth/login?redirect=${encodeURIComponent(path)}`,
        reason: 'auth-required',
      });
    },
  );
  it('keeps the search in the way back, but not the hash', () => {
    expect(decideAccess('/user/orders?page=2#list', guest, open)).toMatchObject({
      to: '/auth/login?redirect=%2Fuser%2Forders%3Fpage%3D2',
    });
  });
  it.each(ROUTES.filter((route) => route.access === 'signed-in').map((route) => sample(route.pattern)))(
    '%s opens for a signed-in user',
    (path) => {
      expect(decideAccess(path, member, open)).toMatchObject({ kind: 'allow' });
    },
  );
});

describe('docs/behaviour.md §4 signed in means both an access token and a user record are present', () => {
  it.each([
    ['a token without a user', { token: 'tok', user: null }],
    ['a user without a token', { token: null, user: { id: 1 } }],
    ['an empty token', { token: '', user: { id: 1 } }],
    ['an undefined user', { token: 'tok', user: undefined }],
  ])('treats %s as a guest', (_label, session) => {
    expect(decideAccess('/user/profile', session, open)).toMatchObject({ reason: 'auth-required' });
  });
});

describe('docs/behaviour.md §2, §5 guest-only: signed-in users are redirected away', () => {
  const guestOnly = ['/auth/login', '/auth/register', '/auth/forgot-password', '/auth/reset-password', '/reset-password'];
  it.each(guestOnly)('%s goes to / for a signed-in user', (path) => {
    expect(decideAccess(path, member, open)).toEqual({ kind: 'redirect', to: '/', reason: 'signed-in' });
  });
  it.each([...guestOnly, '/auth/otplogin'])('%s opens for a guest', (path) => {
    expect(decideAccess(path, guest, open)).toMatchObject({ kind: 'allow' });
  });
  it('follows a safe redirect query', () => {
    expect(decideAccess('/auth/login?redirect=%2Fcheckout%3Fstep%3D2', member, open)).toMatchObject({
      to: '/checkout?step=2',
    });
  });
  it.each(['https://evil.example', '//evil.example', '/\\evil.example', '/auth/register', '/reset-password/'])(
    'goes to / instead of the redirect query %j',
    (target) => {
      expect(decideAccess(`/auth/login?redirect=${encodeURIComponent(target)}`, member, open)).toMatchObject({ to: '/' });
    },
  );
});

describe('docs/behaviour.md §2 /auth/otplogin: a signed-in user is redirected to /user/profile', () => {
  it('goes to /user/profile, whatever the redirect query says', () => {
    expect(decideAccess('/auth/otplogin?redirect=%2Fcart', member, open)).toEqual({
      kind: 'redirect',
      to: '/user/profile',
      reason: 'signed-in',
    });
  });
});

describe('docs/behaviour.md §2 any other path is the 404 page with the path', () => {
  it('gives not-found with the pathname, without the search', () => {
    expect(decideAccess('/nowhere?x=1', guest, open)).toEqual({ kind: 'not-found', path: '/nowhere' });
  });
});

describe('docs/behaviour.md §2 open routes open for everyone', () => {
  it.each(ROUTES.filter((route) => route.access === 'open').map((route) => sample(route.pattern)))('%s', (path) => {
    for (const session of [guest, member]) {
      expect(decideAccess(path, session, open)).toMatchObject({ kind: 'allow' });
    }
  });
  it('passes the decoded parameters on', () => {
    expect(decideAccess('/stores/new%20delhi', guest, open)).toMatchObject({
      kind: 'allow',
      route: { pattern: '/stores/:storeSlug' },
      params: { storeSlug: 'new delhi' },
    });
  });
});
