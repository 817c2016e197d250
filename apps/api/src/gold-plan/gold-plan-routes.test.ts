import type { GoldPlanPayment, GoldPlanPayoutResponse, GoldPlanSubscription, GoldPlanTransaction } from '@aurelia/contracts';
import { sampleGoldPlan } from '@aurelia/contracts/testing';
import { addDays } from '@aurelia/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { freezeClock } from '../test/appointment-helpers';
import { newShopper } from '../cart/cart.test-fixture';
import { newKey, send } from '../checkout/checkout.test-fixture';
import { VERIFY_EMAIL_FIRST } from '../auth/verified-email';
import { authTokens, giftCards, goldPlanInstalments, mailOutbox, paymentEvents, payments, users } from '../db/schema/index';
import { callbackEvent, paymentRow, postCallback } from '../payments/payments.test-fixture';
import { buildTestApp, TEST_TODAY } from '../test/build-test-app';

let app: FastifyInstance;
let secret: string;

beforeAll(async () => {
  // Enough connections on PostgreSQL for the parallel pays and callbacks below to really overlap.
  const built = await buildTestApp({ poolSize: 12 });
  app = built.app;
  secret = built.config.paymentWebhookSecret;
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  await app.settings.upsert([{ key: 'disabled_routes', value: '' }]);
  on(TEST_TODAY);
});
afterEach(() => {
  vi.useRealTimers();
});

const SWARNA = 'swarna-10-plus-1';

/** Sets the clock the API reads to midday in India on `date`. */
function on(date: string): void {
  freezeClock(new Date(`${date}T06:30:00.000Z`));
}

/**
 * A new shopper whose token outlives the months a plan runs (tokens expire after 7 days of the clock the
 * tests move).
 */
async function longShopper(): Promise<{ id: number; token: string }> {
  const shopper = await newShopper(app);
  await app.db.update(authTokens).set({ expiresAt: new Date('2030-01-01T00:00:00.000Z') }).where(eq(authTokens.userId, shopper.id));
  return shopper;
}

const subscribe = (token: string, body: Record<string, unknown>, key = newKey()) =>
  send(app, 'POST', '/gold-plan/subscribe', { token, body, headers: { 'idempotency-key': key } });
const pay = (token: string, paymentUuid: string, method = 'card', key = newKey()) =>
  send(app, 'POST', `/gold-plan/payments/${paymentUuid}/pay`, { token, body: { payment_method: method }, headers: { 'idempotency-key': key } });

async function subscribed(token: string, amount = 1500, plan = SWARNA): Promise<GoldPlanSubscription> {
  const answer = await subscribe(token, { plan, instalment_amount: amount });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body['data'] as GoldPlanSubscription;
}

async function subscriptionNow(token: string, uuid: string): Promise<GoldPlanSubscription> {
  const answer = await send(app, 'GET', `/gold-plan/subscriptions/${uuid}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body['data'] as GoldPlanSubscription;
}

async function transactionNow(token: string, number: string): Promise<GoldPlanTransaction> {
  const answer = await send(app, 'GET', `/gold-plan/transactions/${number}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body['data'] as GoldPlanTransaction;
}

/** Pays instalment `number` on `date` through the sandbox: pay, then the provider's capture. */
async function paidInstalment(token: string, subscription: GoldPlanSubscription, number: number, date: string): Promise<GoldPlanTransaction> {
  on(date);
  const instalment = subscription.schedule[number - 1];
  const started = await pay(token, instalment?.uuid ?? '');
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const transaction = started.body['data'] as GoldPlanTransaction;
  const payment = await app.db.select({ id: payments.id }).from(payments).where(eq(payments.payUrl, transaction.pay_url ?? ''));
  expect((await postCallback(app, secret, callbackEvent(payment[0]?.id ?? '', 'paid'))).status).toBe(200);
  return transaction;
}

/** The payment id behind a pending transaction (from its pay_url). */
const paymentIdOf = (transaction: GoldPlanTransaction) => new URL(transaction.pay_url ?? '/', 'http://shop.test').pathname.split('/').pop() ?? '';

describe('the plans on offer', () => {
  it('lists the seeded schemes with their rules, signed in only, and not while the plan is switched off', async () => {
    const shopper = await newShopper(app);
    const answer = await send(app, 'GET', '/gold-plans', { token: shopper.token });
    expect(answer.status).toBe(200);
    const plans = answer.body['data'] as { slug: string }[];
    expect(plans.map((plan) => plan.slug)).toEqual([SWARNA, 'suvarna-sampoorna-11']);
    // The storefront's tests use sampleGoldPlan() as "the seeded Swarna 10+1": it must stay what the seed holds.
    expect(plans[0]).toMatchObject({ ...sampleGoldPlan(), description: expect.any(String) });
    expect((await send(app, 'GET', '/gold-plans')).status).toBe(401);
    await app.settings.upsert([{ key: 'disabled_routes', value: 'gold-purchase-plan' }]);
    expect((await send(app, 'GET', '/gold-plans', { token: shopper.token })).status).toBe(403);
    expect((await subscribe(shopper.token, { plan: SWARNA, instalment_amount: 1000 })).status).toBe(403);
  });
});

describe('subscribing', () => {
  it('refuses an account whose address is not proven, which lists no plan, until the address is proven', async () => {
    const shopper = await newShopper(app, { verified: false });
    const refused = await subscribe(shopper.token, { plan: SWARNA, instalment_amount: 1500 });
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    expect(refused.body).toEqual({ message: VERIFY_EMAIL_FIRST });
    expect((await send(app, 'GET', '/gold-plan/subscriptions', { token: shopper.token })).body).toEqual({ data: [] });
    await app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, shopper.id));
    const joined = await subscribed(shopper.token);
    expect((await send(app, 'GET', '/gold-plan/subscriptions', { token: shopper.token })).body['data']).toMatchObject([{ uuid: joined.uuid }]);
  });

  it('refuses an amount outside the plan’s rules by its field, and an unknown plan', async () => {
    const shopper = await newShopper(app);
    const below = await subscribe(shopper.token, { plan: SWARNA, instalment_amount: 500 });
    expect(below.status).toBe(422);
    expect(below.body['errors']).toEqual({ instalment_amount: ['The smallest monthly instalment is ₹1,000.'] });
    const offStep = await subscribe(shopper.token, { plan: SWARNA, instalment_amount: 1200 });
    expect(offStep.body['errors']).toEqual({ instalment_amount: ['Choose an amount in steps of ₹500 from ₹1,000.'] });
    const above = await subscribe(shopper.token, { plan: SWARNA, instalment_amount: 100500 });
    expect(above.body['errors']).toEqual({ instalment_amount: ['The largest monthly instalment is ₹1,00,000.'] });
    const unknown = await subscribe(shopper.token, { plan: 'no-such-plan', instalment_amount: 1000 });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body['errors'] as object)).toEqual(['plan']);
    const noKey = await send(app, 'POST', '/gold-plan/subscribe', { token: shopper.token, body: { plan: SWARNA, instalment_amount: 1000 } });
    expect(noKey.status).toBe(422);
    expect((await send(app, 'GET', '/gold-plan/subscriptions', { token: shopper.token })).body['data']).toEqual([]);
  });

  it('starts today with the schedule written out; the same key answers the same subscription', async () => {
    const shopper = await newShopper(app);
    const key = newKey();
    const first = await subscribe(shopper.token, { plan: SWARNA, instalment_amount: 1500 }, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const subscription = first.body['data'] as GoldPlanSubscription;
    expect(subscription).toMatchObject({
      plan: { slug: SWARNA, name: 'Swarna 10+1' },
      instalment_amount: 1500,
      instalment_count: 10,
      instalments_paid: 0,
      started_on: TEST_TODAY,
      maturity_date: '2027-01-02',
      redeem_until: '2027-04-02',
      standing: 'active',
      paid_amount: 0,
      bonus_so_far: 0,
      can_close_early: false,
      redeemable_value: null,
      gift_card: null,
    });
    expect(subscription.schedule.map((instalment) => [instalment.number, instalment.due_on, instalment.state])).toEqual([
      [1, '2026-03-02', 'due'],
      [2, '2026-04-02', 'upcoming'],
      [3, '2026-05-02', 'upcoming'],
      [4, '2026-06-02', 'upcoming'],
      [5, '2026-07-02', 'upcoming'],
      [6, '2026-08-02', 'upcoming'],
      [7, '2026-09-02', 'upcoming'],
      [8, '2026-10-02', 'upcoming'],
      [9, '2026-11-02', 'upcoming'],
      [10, '2026-12-02', 'upcoming'],
    ]);
    expect(subscription.next_payable).toEqual(subscription.schedule[0]);

    const again = await subscribe(shopper.token, { plan: SWARNA, instalment_amount: 1500 }, key);
    expect(again.status).toBe(200);
    expect((again.body['data'] as GoldPlanSubscription).uuid).toBe(subscription.uuid);
    expect((await subscribe(shopper.token, { plan: SWARNA, instalment_amount: 2000 }, key)).status).toBe(422);
    const list = (await send(app, 'GET', '/gold-plan/subscriptions', { token: shopper.token })).body['data'] as { uuid: string }[];
    expect(list.map((item) => item.uuid)).toEqual([subscription.uuid]);
  });

  it('shows an unpaid instalment overdue after its grace period', async () => {
    const shopper = await longShopper();
    const subscription = await subscribed(shopper.token);
    on(addDays(TEST_TODAY, 8));
    const later = await subscriptionNow(shopper.token, subscription.uuid);
    expect(later.schedule[0]?.state).toBe('overdue');
    expect(later.next_payable?.number).toBe(1);
  });
});

describe('paying an instalment', () => {
  it('opens an attempt with the provider and records the instalment when it is captured', async () => {
    const shopper = await newShopper(app);
    const subscription = await subscribed(shopper.token);
    const first = subscription.schedule[0]?.uuid ?? '';
    const started = await pay(shopper.token, first, 'wallet');
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const transaction = started.body['data'] as GoldPlanTransaction;
    expect(transaction).toMatchObject({ status: 'pending', method: 'wallet', amount: 1500, payment_uuid: first, subscription_uuid: subscription.uuid, instalment_number: 1 });
    expect(transaction.transaction_number).toMatch(/^GPT-[2-9A-HJKMNP-Z]{8}$/);
    const paymentId = paymentIdOf(transaction);
    expect(transaction.pay_url).toMatch(new RegExp(`^/sandbox-pay/${paymentId}\\?expires=`));
    expect(await paymentRow(app, paymentId)).toMatchObject({
      purpose: 'gold_plan_instalment',
      returnPath: `/user/gold-purchase-plan/transaction-status/${transaction.transaction_number}`,
    });

    expect((await postCallback(app, secret, callbackEvent(paymentId, 'paid'))).status).toBe(200);
    expect(await transactionNow(shopper.token, transaction.transaction_number)).toMatchObject({ status: 'paid', pay_url: null, refund_due: false });
    const after = await subscriptionNow(shopper.token, subscription.uuid);
    expect(after).toMatchObject({ instalments_paid: 1, paid_amount: 1500, bonus_so_far: 112.5, next_payable: null });
    expect(after.schedule[0]).toMatchObject({ state: 'paid', paid_on: TEST_TODAY });

    const [receipt] = await app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(receipt?.subject).toBe('Instalment 1 of your Swarna 10+1 plan is paid');
    expect(receipt?.bodyText).toContain(`We have received ₹1,500 for instalment 1 of 10 of your Swarna 10+1 gold purchase plan (transaction ${transaction.transaction_number}).`);

    const page = (await send(app, 'GET', `/gold-plan/payments/${first}`, { token: shopper.token })).body['data'] as GoldPlanPayment;
    expect(page).toMatchObject({ number: 1, state: 'paid', payable: false, plan_name: 'Swarna 10+1' });
    expect(page.transactions.map((item) => item.transaction_number)).toEqual([transaction.transaction_number]);
    expect((await pay(shopper.token, first)).status).toBe(409);
  });

  it('is paid by UPI, checkout’s first choice: the sandbox names it, and its capture pays the instalment', async () => {
    const shopper = await newShopper(app);
    const subscription = await subscribed(shopper.token);
    const first = subscription.schedule[0]?.uuid ?? '';
    const started = await pay(shopper.token, first, 'upi');
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const transaction = started.body['data'] as GoldPlanTransaction;
    expect(transaction).toMatchObject({ status: 'pending', method: 'upi', amount: 1500 });
    const paymentId = paymentIdOf(transaction);
    expect(await paymentRow(app, paymentId)).toMatchObject({ method: 'upi', purpose: 'gold_plan_instalment' });
    const sandbox = await app.inject({ method: 'GET', url: transaction.pay_url ?? '', headers: { authorization: `Bearer ${shopper.token}` } });
    expect(sandbox.statusCode).toBe(200);
    expect(sandbox.body).toContain('<dt>Method</dt><dd>UPI</dd>');
    expect((await postCallback(app, secret, callbackEvent(paymentId, 'paid'))).status).toBe(200);
    expect(await transactionNow(shopper.token, transaction.transaction_number)).toMatchObject({ status: 'paid', method: 'upi' });
    expect((await subscriptionNow(shopper.token, subscription.uuid)).instalments_paid).toBe(1);
  });

  it('leaves a declined instalment payable; a retry opens a new transaction that pays it', async () => {
    const shopper = await newShopper(app);
    const subscription = await subscribed(shopper.token);
    const first = subscription.schedule[0]?.uuid ?? '';
    const declined = (await pay(shopper.token, first)).body['data'] as GoldPlanTransaction;
    expect((await postCallback(app, secret, callbackEvent(paymentIdOf(declined), 'failed'))).status).toBe(200);
    expect(await transactionNow(shopper.token, declined.transaction_number)).toMatchObject({ status: 'failed', failure_reason: 'Insufficient funds.' });
    expect((await subscriptionNow(shopper.token, subscription.uuid)).next_payable?.number).toBe(1);

    const retry = await pay(shopper.token, first);
    expect(retry.status).toBe(201);
    const second = retry.body['data'] as GoldPlanTransaction;
    expect(second.transaction_number).not.toBe(declined.transaction_number);
    expect((await postCallback(app, secret, callbackEvent(paymentIdOf(second), 'paid'))).status).toBe(200);
    expect((await subscriptionNow(shopper.token, subscription.uuid)).instalments_paid).toBe(1);
    const page = (await send(app, 'GET', `/gold-plan/payments/${first}`, { token: shopper.token })).body['data'] as GoldPlanPayment;
    expect(page.transactions.map((item) => item.status)).toEqual(['paid', 'failed']);
  });

  it('applies a duplicate or out-of-order callback once: a late decline never undoes the capture', async () => {
    const shopper = await newShopper(app);
    const subscription = await subscribed(shopper.token);
    const transaction = (await pay(shopper.token, subscription.schedule[0]?.uuid ?? '')).body['data'] as GoldPlanTransaction;
    const paymentId = paymentIdOf(transaction);
    const captured = callbackEvent(paymentId, 'paid');
    expect((await postCallback(app, secret, captured)).body).toEqual({ received: true, duplicate: false });
    expect((await postCallback(app, secret, captured)).body).toEqual({ received: true, duplicate: true });
    expect((await postCallback(app, secret, callbackEvent(paymentId, 'paid'))).status).toBe(200);
    expect((await postCallback(app, secret, callbackEvent(paymentId, 'failed'))).status).toBe(200);
    expect(await transactionNow(shopper.token, transaction.transaction_number)).toMatchObject({ status: 'paid', refund_due: false });
    const rows = await app.db.select().from(goldPlanInstalments).where(eq(goldPlanInstalments.paymentId, paymentId));
    expect(rows).toHaveLength(1);
    expect((await subscriptionNow(shopper.token, subscription.uuid)).instalments_paid).toBe(1);
  });

  it('opens one attempt however many pays arrive at once, and one capture pays the instalment once', async () => {
    const shopper = await newShopper(app);
    const subscription = await subscribed(shopper.token);
    const first = subscription.schedule[0]?.uuid ?? '';
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(shopper.token, first)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array.from({ length: 19 }, () => 200), 201]);
    const numbers = new Set(answers.map((answer) => (answer.body['data'] as GoldPlanTransaction).transaction_number));
    expect(numbers.size).toBe(1);
    const transaction = answers[0]?.body['data'] as GoldPlanTransaction;
    const paymentId = paymentIdOf(transaction);
    const attempts = await app.db.select().from(payments).where(eq(payments.purpose, 'gold_plan_instalment'));
    expect(attempts.filter((attempt) => attempt.userId === shopper.id)).toHaveLength(1);

    const callbacks = await Promise.all(Array.from({ length: 10 }, () => postCallback(app, secret, callbackEvent(paymentId, 'paid'))));
    expect(callbacks.every((callback) => callback.status === 200)).toBe(true);
    const effects = await app.db.select({ effect: paymentEvents.effect }).from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
    expect(effects.map((event) => event.effect).sort()).toEqual(['captured', ...Array.from({ length: 9 }, () => 'ignored_paid')]);
    expect((await subscriptionNow(shopper.token, subscription.uuid)).paid_amount).toBe(1500);
  });

  it('replaces a pending attempt left for 15 minutes; if both are captured, the second is refunded', async () => {
    const shopper = await newShopper(app);
    const subscription = await subscribed(shopper.token);
    const first = subscription.schedule[0]?.uuid ?? '';
    const abandoned = (await pay(shopper.token, first)).body['data'] as GoldPlanTransaction;
    freezeClock(new Date(`${TEST_TODAY}T06:46:00.000Z`));
    const fresh = await pay(shopper.token, first);
    expect(fresh.status).toBe(201);
    const replacement = fresh.body['data'] as GoldPlanTransaction;
    expect(await transactionNow(shopper.token, abandoned.transaction_number)).toMatchObject({ status: 'cancelled' });
    expect((await postCallback(app, secret, callbackEvent(paymentIdOf(replacement), 'paid'))).status).toBe(200);
    expect((await postCallback(app, secret, callbackEvent(paymentIdOf(abandoned), 'paid'))).status).toBe(200);
    expect(await transactionNow(shopper.token, abandoned.transaction_number)).toMatchObject({ status: 'paid', refund_due: true });
    expect((await subscriptionNow(shopper.token, subscription.uuid)).paid_amount).toBe(1500);
  });

  it('takes only the next instalment once its window opens', async () => {
    const shopper = await longShopper();
    const subscription = await subscribed(shopper.token);
    const second = subscription.schedule[1]?.uuid ?? '';
    const early = await pay(shopper.token, second);
    expect(early.status).toBe(409);
    expect(early.body['message']).toBe('Pay instalment 1 first.');
    await paidInstalment(shopper.token, subscription, 1, TEST_TODAY);
    on(TEST_TODAY);
    expect((await pay(shopper.token, second)).body['message']).toBe('Instalment 2 can be paid from 2026-03-26.');
    on('2026-03-26');
    expect((await pay(shopper.token, second)).status).toBe(201);
    expect((await pay(shopper.token, second, 'cash')).status).toBe(422);
  });
});

describe('another shopper’s plan', () => {
  it('is a 404 everywhere: subscription, instalment, paying it, its transaction and its payout', async () => {
    const owner = await newShopper(app);
    const stranger = await newShopper(app);
    const subscription = await subscribed(owner.token);
    const first = subscription.schedule[0]?.uuid ?? '';
    const transaction = (await pay(owner.token, first)).body['data'] as GoldPlanTransaction;
    for (const path of [`/gold-plan/subscriptions/${subscription.uuid}`, `/gold-plan/payments/${first}`, `/gold-plan/transactions/${transaction.transaction_number}`, `/payments/${paymentIdOf(transaction)}`]) {
      expect((await send(app, 'GET', path, { token: stranger.token })).status, path).toBe(404);
    }
    expect((await pay(stranger.token, first)).status).toBe(404);
    expect((await send(app, 'POST', `/gold-plan/subscriptions/${subscription.uuid}/redeem`, { token: stranger.token })).status).toBe(404);
    expect((await send(app, 'POST', `/gold-plan/subscriptions/${subscription.uuid}/close`, { token: stranger.token })).status).toBe(404);
    expect((await send(app, 'GET', '/gold-plan/subscriptions/not-a-uuid', { token: owner.token })).status).toBe(404);
    expect((await send(app, 'GET', '/gold-plan/transactions/GPT-NOPE', { token: owner.token })).status).toBe(404);
    expect((await send(app, 'GET', '/gold-plan/subscriptions', { token: stranger.token })).body['data']).toEqual([]);
  });
});

describe('maturity', () => {
  /** Pays all ten instalments of ₹1,500 on their due dates, except instalment 3, paid 8 days late. */
  async function paidInFull(token: string): Promise<GoldPlanSubscription> {
    const subscription = await subscribed(token);
    for (const instalment of subscription.schedule) {
      const late = instalment.number === 3;
      await paidInstalment(token, subscription, instalment.number, late ? addDays(instalment.due_on, 8) : instalment.due_on);
    }
    return subscription;
  }

  it('pays paid + bonus, less a late instalment’s part, as a gift card once, within the redemption window', async () => {
    const shopper = await longShopper();
    const subscription = await paidInFull(shopper.token);
    on('2027-01-01');
    const before = await subscriptionNow(shopper.token, subscription.uuid);
    expect(before).toMatchObject({ standing: 'active', instalments_paid: 10, paid_amount: 15000, bonus_so_far: 1012.5, redeemable_value: null });
    expect(before.schedule[2]).toMatchObject({ state: 'paid-late', paid_on: '2026-05-10' });
    expect((await send(app, 'POST', `/gold-plan/subscriptions/${subscription.uuid}/redeem`, { token: shopper.token })).status).toBe(409);

    on('2027-01-02');
    const matured = await subscriptionNow(shopper.token, subscription.uuid);
    // 9 of 10 instalments on time: 9/10 of 75 % of ₹1,500 = ₹1,012.50.
    expect(matured).toMatchObject({ standing: 'matured', redeemable_value: 16012.5 });
    const redeemed = await send(app, 'POST', `/gold-plan/subscriptions/${subscription.uuid}/redeem`, { token: shopper.token });
    expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
    const payout = redeemed.body['data'] as GoldPlanPayoutResponse['data'];
    expect(payout.code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(payout.subscription).toMatchObject({ standing: 'redeemed', redeemable_value: null, gift_card: { amount: 16012.5 } });
    const [mail] = await app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail?.bodyText).toContain(payout.code ?? 'no code');

    const repeat = await send(app, 'POST', `/gold-plan/subscriptions/${subscription.uuid}/redeem`, { token: shopper.token });
    expect(repeat.status).toBe(200);
    expect((repeat.body['data'] as GoldPlanPayoutResponse['data']).code).toBeNull();
    const cards = await app.db.select().from(giftCards).where(eq(giftCards.source, 'gold_plan'));
    expect(cards.filter((card) => card.initialMinor === 16012_50)).toHaveLength(1);
    // Its instalments were paid in the payment sandbox: the card is marked so, and no counter takes it as money.
    expect(cards.find((card) => card.initialMinor === 16012_50)?.fundedBySandbox).toBe(true);
    const balance = await send(app, 'POST', '/giftcards/balance', { token: shopper.token, body: { code: payout.code } });
    expect(balance.body['data']).toMatchObject({ balance: 16012.5, status: 'active' });
  });

  it('pays nothing after the redemption window', async () => {
    const shopper = await longShopper();
    const subscription = await paidInFull(shopper.token);
    on('2027-04-03');
    expect((await subscriptionNow(shopper.token, subscription.uuid)).standing).toBe('lapsed');
    const late = await send(app, 'POST', `/gold-plan/subscriptions/${subscription.uuid}/redeem`, { token: shopper.token });
    expect(late.status).toBe(409);
  });
});

describe('closing a plan early', () => {
  it('needs six paid instalments, then pays the paid amount without bonus; a capture after it is refunded', async () => {
    const shopper = await longShopper();
    const subscription = await subscribed(shopper.token, 2000);
    for (let number = 1; number <= 5; number += 1) await paidInstalment(shopper.token, subscription, number, subscription.schedule[number - 1]?.due_on ?? '');
    const close = () => send(app, 'POST', `/gold-plan/subscriptions/${subscription.uuid}/close`, { token: shopper.token });
    expect((await close()).status).toBe(409);
    await paidInstalment(shopper.token, subscription, 6, subscription.schedule[5]?.due_on ?? '');
    on(subscription.schedule[6]?.due_on ?? '');
    const open = (await pay(shopper.token, subscription.schedule[6]?.uuid ?? '')).body['data'] as GoldPlanTransaction;
    expect((await subscriptionNow(shopper.token, subscription.uuid)).can_close_early).toBe(true);

    const closed = await close();
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect((closed.body['data'] as GoldPlanPayoutResponse['data']).subscription).toMatchObject({ standing: 'closed_early', gift_card: { amount: 12000 }, next_payable: null });
    expect((await send(app, 'POST', `/gold-plan/subscriptions/${subscription.uuid}/redeem`, { token: shopper.token })).status).toBe(409);
    expect(await transactionNow(shopper.token, open.transaction_number)).toMatchObject({ status: 'cancelled' });
    expect((await postCallback(app, secret, callbackEvent(paymentIdOf(open), 'paid'))).status).toBe(200);
    expect(await transactionNow(shopper.token, open.transaction_number)).toMatchObject({ status: 'paid', refund_due: true });
    expect((await subscriptionNow(shopper.token, subscription.uuid)).paid_amount).toBe(12000);
  });
});
