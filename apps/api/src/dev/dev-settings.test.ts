import { DEV_SETTINGS_MAX_ENTRIES, type Setting } from '@aurelia/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../cart/cart.test-fixture';
import { settings } from '../db/schema/index';
import { SEED_SETTINGS } from '../seed/settings-data';
import { buildTestApp } from '../test/build-test-app';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await buildTestApp({ seed: false }));
  await app.db.insert(settings).values([...SEED_SETTINGS]);
});
afterAll(async () => {
  await app?.close();
});

const put = (body: unknown) => call(app, 'PUT', '/dev/settings', { body });
const valueOf = (list: Setting[], key: string) => list.find((setting) => setting.key === key)?.value;

async function readSettings(): Promise<Setting[]> {
  const { status, body } = await call(app, 'GET', '/settings/');
  expect(status).toBe(200);
  return (body as { data: Setting[] }).data;
}

describe('PUT /api/v1/dev/settings (development only)', () => {
  it('changes the settings the storefront reads and answers with every setting, like GET /settings/', async () => {
    const changes = [
      { key: 'maintenance_mode', value: 'true' },
      { key: 'is_store_open', value: 'false' },
      { key: 'disabled_routes', value: 'cart,checkout' },
      { key: 'show-notice-bar', value: 'false' },
      { key: 'notice-bar-text', value: 'Closed for Diwali, back on Monday' },
    ];
    const { status, body } = await put({ settings: changes });
    expect(status).toBe(200);
    const answer = (body as { data: Setting[] }).data;
    expect(answer).toEqual(expect.arrayContaining(changes));
    expect(answer).toHaveLength(SEED_SETTINGS.length);
    expect(body).toEqual({ data: await readSettings() });
  });

  it('is seen by the very next GET /settings/, each time it switches', async () => {
    for (const value of ['true', 'false', 'true', 'false']) {
      await put({ settings: [{ key: 'maintenance_mode', value }] });
      expect(valueOf(await readSettings(), 'maintenance_mode')).toBe(value);
    }
  });

  it('creates a setting that did not exist, and clears a value with an empty string', async () => {
    const { body } = await put({
      settings: [
        { key: 'e2e_marker', value: 'on' },
        { key: 'disabled_routes', value: '' },
      ],
    });
    expect(valueOf((body as { data: Setting[] }).data, 'e2e_marker')).toBe('on');
    const list = await readSettings();
    expect(valueOf(list, 'e2e_marker')).toBe('on');
    expect(valueOf(list, 'disabled_routes')).toBe('');
    expect(list.map((setting) => setting.key)).toEqual(list.map((setting) => setting.key).sort());
  });

  it('trims the key, and keeps the value as sent', async () => {
    await put({ settings: [{ key: ' notice-bar-text ', value: '  Gold rate updated  ' }] });
    expect(valueOf(await readSettings(), 'notice-bar-text')).toBe('  Gold rate updated  ');
  });
});

describe('PUT /api/v1/dev/settings with a bad body', () => {
  const many = (count: number) => Array.from({ length: count }, (_, i) => ({ key: `key_${i}`, value: 'x' }));
  const cases: [string, unknown, string[]][] = [
    ['no settings', {}, ['settings']],
    ['an empty list', { settings: [] }, ['settings']],
    ['too many settings', { settings: many(DEV_SETTINGS_MAX_ENTRIES + 1) }, ['settings']],
    ['settings that are not a list', { settings: { key: 'a', value: 'b' } }, ['settings']],
    ['a list as the body', [{ key: 'a', value: 'b' }], ['body']],
    ['a missing key', { settings: [{ value: 'true' }] }, ['settings.0.key']],
    ['an empty key', { settings: [{ key: ' ', value: 'true' }] }, ['settings.0.key']],
    ['a key with spaces', { settings: [{ key: 'is store open', value: 'true' }] }, ['settings.0.key']],
    ['a key too long', { settings: [{ key: 'k'.repeat(65), value: 'true' }] }, ['settings.0.key']],
    ['a boolean value', { settings: [{ key: 'maintenance_mode', value: true }] }, ['settings.0.value']],
    ['a null value', { settings: [{ key: 'maintenance_mode', value: null }] }, ['settings.0.value']],
    ['a value too long', { settings: [{ key: 'notice-bar-text', value: 'x'.repeat(1001) }] }, ['settings.0.value']],
    [
      'a key listed twice',
      { settings: [{ key: 'maintenance_mode', value: 'true' }, { key: 'maintenance_mode', value: 'false' }] },
      ['settings.1.key'],
    ],
  ];

  it.each(cases)('%s is refused with 422 and the field errors', async (_name, body, fields) => {
    const response = await put(body);
    expect(response.status).toBe(422);
    expect(response.body.message).toEqual(expect.any(String));
    expect(Object.keys(response.body.errors ?? {})).toEqual(fields);
  });

  it('changes nothing when one entry of several is bad', async () => {
    const before = await readSettings();
    const response = await put({
      settings: [
        { key: 'maintenance_mode', value: valueOf(before, 'maintenance_mode') === 'true' ? 'false' : 'true' },
        { key: 'is_store_open', value: 1 },
      ],
    });
    expect(response.status).toBe(422);
    expect(await readSettings()).toEqual(before);
  });

  // Malformed JSON (400) is answered by the central error handler, tested in error-handler.test.ts.
  it('answers a request without a body with 422, never 500', async () => {
    const empty = await app.inject({ method: 'PUT', url: '/api/v1/dev/settings' });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['body']);
  });
});
