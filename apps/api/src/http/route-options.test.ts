import { errorResponseSchema, KIOSK_DEVICE_HEADER, type EndpointDefinition } from '@aurelia/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { COUNTER_ONLY_MESSAGE } from '../auth/auth-plugin';
import { users } from '../db/schema/index';
import { UNKNOWN_DEVICE_MESSAGE } from '../kiosk/kiosk-service';
import { openCounterSession } from '../test/counter-session';
import { required } from '../required';
import { DEMO_SHOPPER, DEMO_STAFF } from '../seed/seed-database';
import { openTestDatabase, testConfig } from '../test/build-test-app';
import { routeOptions } from './route-options';

const e = errorResponseSchema;
const caller = z.object({ user: z.number().nullable(), store: z.number().nullable() });
/** A probe endpoint of each kind of caller, with a body to validate. */
const probe = (auth: EndpointDefinition['auth']) =>
  ({
    method: 'POST',
    path: `/probe/${auth}`,
    summary: `A ${auth} probe`,
    auth,
    body: z.object({ n: z.number() }),
    response: { 200: caller, 401: e, 403: e, 422: e, 429: e },
  }) as const satisfies EndpointDefinition;

let app: FastifyInstance;
let shopperToken: string;
let staffId: number;
const order: string[] = [];

beforeAll(async () => {
  const connection = await openTestDatabase({ seeded: true });
  app = await buildApp(testConfig(), { database: connection });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const handler = async (request: { auth: { user: { id: number } } | null; kioskDevice: { store: { id: number } } | null }) => ({
    user: request.auth?.user.id ?? null,
    store: request.kioskDevice?.store.id ?? null,
  });
  for (const auth of ['none', 'optional', 'required', 'counter', 'device'] as const) {
    typed.route({ ...routeOptions(app, probe(auth), { tags: ['probe'] }), handler });
  }
  typed.route({
    ...routeOptions(app, { ...probe('required'), path: '/probe/early' }, { tags: ['probe'], authBeforeValidation: true }),
    handler,
  });
  typed.route({
    ...routeOptions(app, { ...probe('required'), path: '/probe/hooks', rateLimit: { max: 2, window: '1 minute', per: 'ip' } }, {
      tags: ['probe'],
      preHandler: [async (request) => order.push(`guard sees ${request.auth ? 'a user' : 'nobody'}`)],
    }),
    handler,
  });
  await app.ready();
  const idOf = async (email: string) =>
    required((await app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0], email).id;
  shopperToken = await app.issueToken(await idOf(DEMO_SHOPPER.email));
  staffId = await idOf(DEMO_STAFF.email);
});
afterAll(() => app.close());

const post = (url: string, headers: Record<string, string> = {}, body: unknown = { n: 1 }) =>
  app.inject({ method: 'POST', url, headers, payload: body as object });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('routeOptions: who may call a route comes from its table entry', () => {
  it('auth none: a token is not even looked at', async () => {
    const res = await post('/probe/none', bearer('not-a-real-token'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null, store: null });
  });

  it('auth optional: a guest is a guest, a valid token its user, a bad token 401', async () => {
    expect((await post('/probe/optional')).json()).toEqual({ user: null, store: null });
    expect((await post('/probe/optional', bearer(shopperToken))).json()).toMatchObject({ user: expect.any(Number) });
    expect((await post('/probe/optional', bearer('bogus'))).statusCode).toBe(401);
  });

  it('auth required: 401 Unauthenticated. without a token, after validation unless the route asks for before', async () => {
    const guest = await post('/probe/required');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: 'Unauthenticated.' });
    expect((await post('/probe/required', bearer(shopperToken))).statusCode).toBe(200);
    expect((await post('/probe/required', {}, { n: 'x' })).statusCode).toBe(422);
    expect((await post('/probe/early', {}, { n: 'x' })).statusCode).toBe(401);
  });

  it('auth counter: a PIN session with its kiosk’s header; 403 for a shopper and a web sign-in, 401 before validation for a guest', async () => {
    const session = await openCounterSession(app, staffId);
    const res = await post('/probe/counter', session.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: staffId, store: null });
    expect((await post('/probe/counter', bearer(shopperToken))).statusCode).toBe(403);
    const webSignIn = await post('/probe/counter', bearer(await app.issueToken(staffId)));
    expect(webSignIn.statusCode).toBe(403);
    expect(webSignIn.json()).toEqual({ message: COUNTER_ONLY_MESSAGE });
    expect((await post('/probe/counter', {}, { n: 'x' })).statusCode).toBe(401);
  });

  it('auth device: the kiosk a registered device header names; 401 without one', async () => {
    const session = await openCounterSession(app, staffId);
    const res = await post('/probe/device', { [KIOSK_DEVICE_HEADER]: session.device });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: null, store: expect.any(Number) });
    for (const headers of [{}, { [KIOSK_DEVICE_HEADER]: 'x'.repeat(43) }, bearer(shopperToken)] as Record<string, string>[]) {
      const refused = await post('/probe/device', headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: UNKNOWN_DEVICE_MESSAGE });
    }
  });

  it('runs the route’s own hooks after authentication, and applies its rate limit', async () => {
    order.length = 0;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await post('/probe/hooks', bearer(shopperToken))).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    expect(order).toEqual(['guard sees a user', 'guard sees a user']);
  });

  it('documents each kind of caller in the OpenAPI document', async () => {
    const paths = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    const security = (path: string) => paths[path].post.security;
    expect(security('/probe/none')).toBeUndefined();
    expect(security('/probe/optional')).toEqual([{ bearerAuth: [] }, {}]);
    expect(security('/probe/required')).toEqual([{ bearerAuth: [] }]);
    expect(security('/probe/counter')).toEqual([{ bearerAuth: [], kioskDevice: [] }]);
    expect(security('/probe/device')).toEqual([{ kioskDevice: [] }]);
    expect(paths['/probe/none'].post).toMatchObject({ summary: 'A none probe', tags: ['probe'] });
  });
});
