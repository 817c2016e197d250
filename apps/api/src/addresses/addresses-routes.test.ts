import { randomUUID } from 'node:crypto';
import type { Address } from '@aurelia/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper } from '../cart/cart.test-fixture';
import { HOME, send } from '../checkout/checkout.test-fixture';
import { buildTestApp } from '../test/build-test-app';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(async () => {
  await app?.close();
});

const save = (token: string | undefined, body: unknown) => send(app, 'POST', '/addresses', { token, body });
const listOf = async (token: string) => (await send(app, 'GET', '/addresses', { token })).body['data'] as Address[];

describe('addresses', () => {
  it('saves an address (201); the first becomes the default, a later one only when asked', async () => {
    const { token } = await newShopper(app);
    const first = await save(token, HOME);
    expect(first.status).toBe(201);
    expect(first.body['data']).toMatchObject({ ...HOME, is_default: true });
    await save(token, { ...HOME, line1: '2 Park Street', line2: undefined });
    const third = await save(token, { ...HOME, line1: '3 Beach Road', is_default: true });
    const list = await listOf(token);
    expect(list.map((address) => [address.line1, address.is_default])).toEqual([
      ['3 Beach Road', true],
      ['2 Park Street', false],
      [HOME.line1, false],
    ]);
    expect(list[1]?.line2).toBeNull();
    expect((third.body['data'] as Address).id).toBe(list[0]?.id);
  });

  it('checks the Indian PIN code: 6 digits, not starting with 0 (422 with the field)', async () => {
    const { token } = await newShopper(app);
    for (const pincode of ['012345', '56001', '5600011', '56OO01', '']) {
      const answer = await save(token, { ...HOME, pincode });
      expect(answer.status, pincode).toBe(422);
      expect(answer.body['errors'], pincode).toHaveProperty('pincode');
    }
    const missing = await save(token, { pincode: '560001' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body['errors'] as object)).toEqual(expect.arrayContaining(['name', 'phone', 'line1', 'city', 'state']));
  });

  it('deletes an address, passing the default on; another shopper’s address is a 404', async () => {
    const asha = await newShopper(app);
    const ravi = await newShopper(app);
    const home = (await save(asha.token, HOME)).body['data'] as Address;
    const work = (await save(asha.token, { ...HOME, line1: 'Office' })).body['data'] as Address;
    expect(await send(app, 'DELETE', `/addresses/${home.id}`, { token: ravi.token })).toEqual({
      status: 404,
      body: { message: 'Address not found.' },
    });
    const left = await send(app, 'DELETE', `/addresses/${home.id}`, { token: asha.token });
    expect(left.status).toBe(200);
    expect(left.body['data']).toEqual([expect.objectContaining({ id: work.id, is_default: true })]);
    expect((await send(app, 'DELETE', `/addresses/${home.id}`, { token: asha.token })).status).toBe(404);
    expect((await send(app, 'DELETE', '/addresses/99999999999', { token: asha.token })).status).toBe(404);
    expect((await send(app, 'DELETE', '/addresses/abc', { token: asha.token })).status).toBe(422);
    expect(await listOf(ravi.token)).toEqual([]);
  });

  it('with an Idempotency-Key, saves an address once however often it is sent; the key with another address is a 422', async () => {
    const { token } = await newShopper(app);
    const keyed = (key: string, body: unknown) => send(app, 'POST', '/addresses', { token, body, headers: { 'idempotency-key': key } });
    const key = randomUUID();
    const first = await keyed(key, HOME);
    const again = await keyed(key, HOME);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect((again.body['data'] as Address).id).toBe((first.body['data'] as Address).id);
    // Sent together, as a double press posts: one is saved, the other answered from it or told to wait (409).
    const office = { ...HOME, line1: 'Office' };
    const officeKey = randomUUID();
    const together = await Promise.all([0, 1, 2].map(() => keyed(officeKey, office)));
    for (const answer of together) expect([201, 409]).toContain(answer.status);
    expect((await keyed(key, { ...HOME, line1: 'Elsewhere' })).status).toBe(422);
    expect((await listOf(token)).map((address) => address.line1).sort()).toEqual([HOME.line1, 'Office']);
  });

  it('needs a token (401)', async () => {
    expect((await send(app, 'GET', '/addresses')).status).toBe(401);
    expect((await save(undefined, HOME)).status).toBe(401);
    expect((await send(app, 'DELETE', '/addresses/1')).status).toBe(401);
  });
});
