import {
  auditListResponseSchema,
  backOfficeSettingsResponseSchema,
  dashboardResponseSchema,
  SWITCHABLE_FEATURES,
  updateBackOfficeSettingsResponseSchema,
} from '@aurelia/contracts';
import { FEATURE_KEYS, indiaMoment } from '@aurelia/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderReturns, orders, stores } from '../db/schema/index';
import { recordAudit } from '../kiosk/audit';
import { DEMO_ADMIN, DEMO_KIOSK_STAFF, DEMO_STAFF } from '../seed/seed-database';
import { buildTestApp, TEST_TODAY } from '../test/build-test-app';
import { required } from '../required';
import { backOfficeClient, userIds } from './back-office-test-helpers';
import { dashboardOf } from './dashboard-routes';

let app: FastifyInstance;
let call: ReturnType<typeof backOfficeClient>;
const tokens = { admin: '', manager: '', meera: '', staff: '', shop: '' };
let adminId: number;
let managerId: number;
let storeIds: number[];

beforeAll(async () => {
  ({ app } = await buildTestApp());
  call = backOfficeClient(app);
  const ids = await userIds(app);
  adminId = required(ids.get(DEMO_ADMIN.email), 'the admin');
  managerId = required(ids.get(DEMO_STAFF.email), 'Rahul');
  tokens.admin = await app.issueToken(adminId, 'back_office');
  tokens.manager = await app.issueToken(managerId, 'back_office');
  tokens.meera = await app.issueToken(required(ids.get(required(DEMO_KIOSK_STAFF[4], 'Meera').email), 'Meera'), 'back_office');
  // A member of staff with a back-office token (sign-in refuses them; the rights must too).
  tokens.staff = await app.issueToken(required(ids.get(required(DEMO_KIOSK_STAFF[1], 'Anjali').email), 'Anjali'), 'back_office');
  tokens.shop = await app.issueToken(adminId);
  storeIds = (await app.db.select({ id: stores.id }).from(stores).orderBy(stores.position)).map((row) => row.id);
});
afterAll(async () => {
  await app?.close();
});

const settingsBody = (values: Record<string, unknown>, reason: unknown = 'Diwali sale, shipping paid by us') => ({ values, reason });

describe('the back office’s settings', () => {
  it('contracts and domain agree on the features that can be switched off', () => {
    expect([...SWITCHABLE_FEATURES]).toEqual([...FEATURE_KEYS]);
  });

  it('GET shows every editable setting with its value and rule, to managers too', async () => {
    const answer = await call('GET', '/back-office/settings', { token: tokens.manager });
    expect(answer.status).toBe(200);
    const { data } = backOfficeSettingsResponseSchema.parse(answer.body);
    expect(data.values).toEqual({
      'show-notice-bar': true,
      'notice-bar-text': 'Free insured shipping across India on orders above ₹25,000',
      maintenance_mode: false,
      disabled_routes: [],
      shipping_fee_rupees: 250,
      shipping_free_above_rupees: 25000,
      return_window_days: 15,
    });
    expect(data.fields.map((field) => field.key)).toEqual(Object.keys(data.values));
  });

  it('PUT changes the settings sent, one audit record per changed key, and the shop reads them at once', async () => {
    const answer = await call('PUT', '/back-office/settings', {
      token: tokens.admin,
      body: settingsBody({ shipping_fee_rupees: 199.5, disabled_routes: ['gold-purchase-plan', 'cart'], maintenance_mode: false }),
    });
    expect(answer.status).toBe(200);
    const body = updateBackOfficeSettingsResponseSchema.parse(answer.body);
    expect(body.changed.sort()).toEqual(['disabled_routes', 'shipping_fee_rupees']);
    expect(body.data.values.shipping_fee_rupees).toBe(199.5);
    expect(body.data.values.disabled_routes).toEqual(['cart', 'gold-purchase-plan']);
    const shop = await call('GET', '/settings/');
    const list = shop.body.data as { key: string; value: string }[];
    expect(list).toEqual(expect.arrayContaining([{ key: 'shipping_fee_rupees', value: '199.5' }, { key: 'disabled_routes', value: 'cart,gold-purchase-plan' }]));
    const records = await app.db.select().from(auditLog).where(eq(auditLog.action, 'settings.edit'));
    expect(records.map((record) => ({ subject: record.subject, before: record.before, after: record.after, actor: record.actorUserId, reason: record.reason, store: record.storeId })).sort((a, b) => String(a.subject).localeCompare(String(b.subject)))).toEqual([
      { subject: 'setting:disabled_routes', before: { value: '' }, after: { value: 'cart,gold-purchase-plan' }, actor: adminId, reason: 'Diwali sale, shipping paid by us', store: null },
      { subject: 'setting:shipping_fee_rupees', before: { value: '250' }, after: { value: '199.5' }, actor: adminId, reason: 'Diwali sale, shipping paid by us', store: null },
    ]);
    // Put back for the suite's other tests.
    await call('PUT', '/back-office/settings', { token: tokens.admin, body: settingsBody({ shipping_fee_rupees: 250, disabled_routes: [] }, 'Sale over') });
  });

  it('answers 422 without a reason, for a value its rule refuses and for a key it does not edit', async () => {
    const noReason = await call('PUT', '/back-office/settings', { token: tokens.admin, body: { values: { maintenance_mode: true } } });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toEqual({ reason: ['Say why, in a few words.'] });
    const bad = await call('PUT', '/back-office/settings', {
      token: tokens.admin,
      body: settingsBody({ shipping_fee_rupees: -5, return_window_days: 400, 'notice-bar-text': 'x'.repeat(201) }),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['values.notice-bar-text', 'values.return_window_days', 'values.shipping_fee_rupees']);
    const unknown = await call('PUT', '/back-office/settings', { token: tokens.admin, body: settingsBody({ is_store_open: false }) });
    expect(unknown.status).toBe(422);
    const stored = (await call('GET', '/back-office/settings', { token: tokens.admin })).body as { data: { values: Record<string, unknown> } };
    expect(stored.data.values['maintenance_mode']).toBe(false);
  });

  it('refuses managers the change (403, before any field check), shop tokens (403) and strangers (401)', async () => {
    const manager = await call('PUT', '/back-office/settings', { token: tokens.manager, body: settingsBody({ shipping_fee_rupees: -1 }) });
    expect(manager.status).toBe(403);
    expect((await call('PUT', '/back-office/settings', { token: tokens.shop, body: settingsBody({ maintenance_mode: true }) })).status).toBe(403);
    expect((await call('PUT', '/back-office/settings', { body: settingsBody({ maintenance_mode: true }) })).status).toBe(401);
    expect((await call('GET', '/back-office/settings')).status).toBe(401);
    expect((await call('GET', '/back-office/settings', { token: tokens.staff })).status).toBe(403);
  });

  it('chains the records of editors saving at once: each one’s before is what the other left', async () => {
    const fees = [301, 302, 303, 304];
    const answers = await Promise.all(
      fees.map((fee) => call('PUT', '/back-office/settings', { token: tokens.admin, body: settingsBody({ shipping_fee_rupees: fee }, `Try ${fee}`) })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const records = (await app.db.select().from(auditLog).where(eq(auditLog.subject, 'setting:shipping_fee_rupees')).orderBy(auditLog.id)).slice(-4);
    for (let i = 1; i < records.length; i++) expect(records[i]?.before).toEqual(records[i - 1]?.after);
    const last = (await call('GET', '/back-office/settings', { token: tokens.admin })).body as { data: { values: Record<string, unknown> } };
    expect({ value: String(last.data.values['shipping_fee_rupees']) }).toEqual(records[3]?.after);
    await call('PUT', '/back-office/settings', { token: tokens.admin, body: settingsBody({ shipping_fee_rupees: 250 }, 'Back to the usual fee') });
  });

  it('writes nothing when nothing changes', async () => {
    const before = (await app.db.select().from(auditLog)).length;
    const answer = await call('PUT', '/back-office/settings', { token: tokens.admin, body: settingsBody({ return_window_days: 15 }) });
    expect(answer.status).toBe(200);
    expect(answer.body['changed']).toEqual([]);
    expect((await app.db.select().from(auditLog)).length).toBe(before);
  });
});

describe('GET /back-office/audit', () => {
  beforeAll(async () => {
    const [bandra, delhi] = storeIds;
    await recordAudit(app.db, { actorUserId: managerId, storeId: required(bandra, 'Bandra'), action: 'order.pack', subject: 'order:AUR-BANDRA01', reason: null, before: { status: 'confirmed' }, after: { status: 'packed' } });
    await recordAudit(app.db, { actorUserId: adminId, storeId: required(delhi, 'Delhi'), action: 'order.cancel', subject: 'order:AUR-DELHI001', reason: 'Asked by phone', before: { status: 'confirmed' }, after: { status: 'cancelled' } });
  });
  const list = async (query: string, token = tokens.admin) => {
    const answer = await call('GET', `/back-office/audit${query}`, { token });
    expect(answer.status).toBe(200);
    return auditListResponseSchema.parse(answer.body);
  };

  it('gives an admin every record, newest first, with the actor’s name and the store', async () => {
    const { data, meta } = await list('');
    expect(meta.total).toBe(data.length);
    const delhi = required(data.find((entry) => entry.subject === 'order:AUR-DELHI001'), 'the Delhi record');
    expect(delhi).toMatchObject({ action: 'order.cancel', actor: { id: adminId, name: DEMO_ADMIN.name }, store: { slug: 'delhi-connaught-place' }, reason: 'Asked by phone' });
    const times = data.map((entry) => entry.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(data.some((entry) => entry.subject?.startsWith('setting:'))).toBe(true);
  });

  it('gives a manager the records of their stores only; another store is 404', async () => {
    const { data } = await list('', tokens.manager);
    expect(data.map((entry) => entry.subject)).toEqual(['order:AUR-BANDRA01']);
    const other = await call('GET', `/back-office/audit?store=${storeIds[1]}`, { token: tokens.manager });
    expect(other.status).toBe(404);
    expect((await list(`?store=${storeIds[1]}`, tokens.meera)).data.map((entry) => entry.subject)).toEqual(['order:AUR-DELHI001']);
  });

  it('filters by action, subject prefix, actor, store and India dates, and paginates', async () => {
    expect((await list('?action=order.pack')).data.map((entry) => entry.subject)).toEqual(['order:AUR-BANDRA01']);
    expect((await list('?subject=order:')).data.map((entry) => entry.subject).sort()).toEqual(['order:AUR-BANDRA01', 'order:AUR-DELHI001']);
    expect((await list('?subject=setting:shipping')).data.every((entry) => entry.subject === 'setting:shipping_fee_rupees')).toBe(true);
    expect((await list(`?actor=${managerId}`)).data.map((entry) => entry.subject)).toEqual(['order:AUR-BANDRA01']);
    expect((await list(`?store=${storeIds[0]}`)).data.map((entry) => entry.subject)).toEqual(['order:AUR-BANDRA01']);
    expect((await list('?subject=100%25')).data).toEqual([]);
    expect((await list('?from=2020-01-01&to=2020-01-31')).meta.total).toBe(0);
    const paged = await list('?per_page=1&page=2');
    expect(paged.data).toHaveLength(1);
    expect(paged.meta).toMatchObject({ current_page: 2, per_page: 1 });
    expect(paged.meta.last_page).toBe(paged.meta.total);
  });

  it('answers 422 for bad filters, 403 without the right and 401 without a token', async () => {
    expect((await call('GET', '/back-office/audit?from=2026-03-05&to=2026-03-01', { token: tokens.admin })).status).toBe(422);
    expect((await call('GET', '/back-office/audit?store=abc', { token: tokens.admin })).status).toBe(422);
    expect((await call('GET', '/back-office/audit?store=abc', { token: tokens.staff })).status).toBe(403);
    expect((await call('GET', '/back-office/audit', { token: tokens.shop })).status).toBe(403);
    expect((await call('GET', '/back-office/audit')).status).toBe(401);
  });
});

describe('the dashboard', () => {
  it('counts what waits for an admin across the shop, and for a manager at their store', async () => {
    const admin = dashboardResponseSchema.parse((await call('GET', '/back-office/dashboard', { token: tokens.admin })).body).data;
    expect(admin.waiting).toEqual({ to_pack: 1, to_ship: 1, ready_for_pickup: 2, returns_requested: 0 });
    expect(admin.days).toHaveLength(14);
    expect(admin.today).toEqual(admin.days[13]);
    const manager = dashboardResponseSchema.parse((await call('GET', '/back-office/dashboard', { token: tokens.manager })).body).data;
    expect(manager.waiting).toEqual({ to_pack: 0, to_ship: 0, ready_for_pickup: 1, returns_requested: 0 });
  });

  it('sums the last 14 India days’ standing orders and their totals, today last', async () => {
    const now = indiaMoment(TEST_TODAY, '12:00');
    const all = await dashboardOf(app.db, { role: 'admin', storeIds: [] }, now);
    expect(all.days[13]?.date).toBe(TEST_TODAY);
    expect(all.days[0]?.date).toBe('2026-02-17');
    const seeded = await app.db.select().from(orders);
    const standing = seeded.filter((order) => order.status !== 'cancelled' && order.status !== 'pending_payment');
    expect(all.days.reduce((sum, day) => sum + day.orders, 0)).toBe(standing.length);
    const totalMinor = standing.reduce((sum, order) => sum + order.totalMinor, 0);
    expect(Math.round(all.days.reduce((sum, day) => sum + day.revenue, 0) * 100)).toBe(totalMinor);
    const bandra = await dashboardOf(app.db, { role: 'manager', storeIds: [required(storeIds[0], 'Bandra')] }, now);
    expect(bandra.days.reduce((sum, day) => sum + day.orders, 0)).toBe(standing.filter((order) => order.pickupStoreId === storeIds[0]).length);
  });

  it('counts return requests in reach', async () => {
    const delivered = required((await app.db.select().from(orders).where(eq(orders.status, 'delivered')))[0], 'the delivered order');
    await app.db.insert(orderReturns).values({ orderId: delivered.id, reason: 'The clasp is loose' });
    const admin = dashboardResponseSchema.parse((await call('GET', '/back-office/dashboard', { token: tokens.admin })).body).data;
    expect(admin.waiting.returns_requested).toBe(1);
    const manager = dashboardResponseSchema.parse((await call('GET', '/back-office/dashboard', { token: tokens.manager })).body).data;
    expect(manager.waiting.returns_requested).toBe(0);
    await app.db.delete(orderReturns).where(and(eq(orderReturns.orderId, delivered.id)));
  });

  it('answers 401 without a token and 403 to a shop token or staff without the right', async () => {
    expect((await call('GET', '/back-office/dashboard')).status).toBe(401);
    expect((await call('GET', '/back-office/dashboard', { token: tokens.shop })).status).toBe(403);
    expect((await call('GET', '/back-office/dashboard', { token: tokens.staff })).status).toBe(403);
  });
});

describe('every back-office call', () => {
  it.each([
    ['GET', '/back-office/me'],
    ['DELETE', '/back-office/session'],
    ['GET', '/back-office/stores'],
    ['GET', '/back-office/settings'],
    ['GET', '/back-office/audit'],
    ['GET', '/back-office/dashboard'],
  ] as const)('%s %s answers 401 without a token and 403 with a shop token', async (method, path) => {
    expect((await call(method, path)).status).toBe(401);
    const refused = await call(method, path, { token: tokens.shop });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Sign in to the back office with your staff account.');
  });
});
