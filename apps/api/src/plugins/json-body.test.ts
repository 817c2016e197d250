import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdByEmail } from '../test/appointment-helpers';
import { DEMO_SHOPPER } from '../seed/seed-database';
import { buildTestApp } from '../test/build-test-app';
import { jsonDepthExceeds, MAX_JSON_DEPTH, NO_BODY_MESSAGE, TOO_DEEP_MESSAGE } from './json-body';

let app: FastifyInstance;
let shopperToken: string;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** `levels` objects inside one another, written as text: `JSON.stringify` itself overflows on such values. */
const nested = (levels: number, inner = '1') => '{"a":'.repeat(levels) + inner + '}'.repeat(levels);

function post(url: string, payload: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload });
}

beforeAll(async () => {
  ({ app } = await buildTestApp());
  shopperToken = await app.issueToken(await userIdByEmail(app, DEMO_SHOPPER.email));
});
afterAll(async () => {
  await app?.close();
});

describe('the JSON nesting limit', () => {
  it('counts only brackets outside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds('{"a":[[1]]}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":[[[1]]]}', 3)).toBe(true);
    expect(jsonDepthExceeds(`{"a":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`, 1)).toBe(false);
  });

  it('refuses a 5,000-deep body with a 400 before any handler, for guests and shoppers alike', async () => {
    const guest = await post('/api/v1/appointment', nested(5000));
    expect(guest.statusCode).toBe(400);
    expect(guest.json()).toEqual({ message: TOO_DEEP_MESSAGE });
    const shopper = await post('/api/v1/cart/add', `[${nested(5000)}]`, { ...bearer(shopperToken), 'idempotency-key': 'deep-body-key-0001' });
    expect(shopper.statusCode).toBe(400);
    expect(shopper.json()).toEqual({ message: TOO_DEEP_MESSAGE });
  });

  it('lets a body at the limit through to validation (422), one level more is a 400', async () => {
    const atLimit = await post('/api/v1/auth/login', nested(MAX_JSON_DEPTH));
    expect(atLimit.statusCode).toBe(422);
    const beyond = await post('/api/v1/auth/login', nested(MAX_JSON_DEPTH + 1));
    expect(beyond.statusCode).toBe(400);
  });
});

describe('prototype keys in a body', () => {
  it('refuses `__proto__` and `constructor.prototype` keys with a 400 in the usual shape', async () => {
    for (const payload of [
      '{"email":"a@b.co","password":"x","__proto__":{"role":"admin"}}',
      '{"email":"a@b.co","password":"x","constructor":{"prototype":{"role":"admin"}}}',
    ]) {
      const response = await post('/api/v1/auth/login', payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['message']);
    }
    expect(({} as Record<string, unknown>)['role']).toBeUndefined();
  });
});

describe('routes without a body', () => {
  it('refuse a body with a 422 and do nothing', async () => {
    const token = await app.issueToken(await userIdByEmail(app, DEMO_SHOPPER.email));
    for (const payload of ['{"everything":true}', '[]', 'null', '"x"', '0']) {
      const response = await post('/api/v1/auth/logout', payload, bearer(token));
      expect(response.statusCode, payload).toBe(422);
      expect(response.json()).toEqual({ message: NO_BODY_MESSAGE, errors: { body: [NO_BODY_MESSAGE] } });
    }
    const deleted = await app.inject({ method: 'DELETE', url: '/api/v1/addresses/1', headers: { ...bearer(token), 'content-type': 'application/json' }, payload: '{"id":2}' });
    expect(deleted.statusCode).toBe(422);
    const stillSignedIn = await app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(token) });
    expect(stillSignedIn.statusCode).toBe(200);
  });

  it('take no body or an empty object as before', async () => {
    const token = await app.issueToken(await userIdByEmail(app, DEMO_SHOPPER.email));
    const empty = await post('/api/v1/auth/logout', '{}', bearer(token));
    expect(empty.statusCode, empty.body).toBe(200);
    const other = await app.issueToken(await userIdByEmail(app, DEMO_SHOPPER.email));
    const none = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(other) });
    expect(none.statusCode, none.body).toBe(200);
  });
});
