import type { GiftCardPurchaseResponse } from '@aurelia/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newShopper } from '../cart/cart.test-fixture';
import { newKey, send } from '../checkout/checkout.test-fixture';
import { giftCards, giftCardTransactions, mailOutbox, users } from '../db/schema/index';
import { UNKNOWN_GIFT_CARD_MESSAGE } from './gift-card-service';
import { callbackEvent, postCallback } from '../payments/payments.test-fixture';
import { buildTestApp } from '../test/build-test-app';
import { GIFT_CARD_GUESS_LIMITS } from './code-guesses';

let app: FastifyInstance;
let secret: string;

beforeAll(async () => {
  const built = await buildTestApp();
  app = built.app;
  secret = built.config.paymentWebhookSecret;
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  await app.settings.upsert([{ key: 'disabled_routes', value: '' }]);
});

let recipients = 0;
const purchase = (overrides: Record<string, unknown> = {}) => ({
  design: 'gold',
  amount: 5000,
  recipient_name: 'Meera Iyer',
  recipient_email: `meera-${++recipients}-${Date.now()}@example.com`,
  message: 'Happy Diwali!',
  payment_method: 'card',
  ...overrides,
});

const buy = (token: string, body: Record<string, unknown>, key = newKey()) =>
  send(app, 'POST', '/giftcards/checkout', { token, body, headers: { 'idempotency-key': key } });
const balance = (token: string, code: string) => send(app, 'POST', '/giftcards/balance', { token, body: { code } });

/** Buys a card and has the provider capture it; the code is read from the recipient's mail. */
async function boughtCard(token: string, body = purchase()) {
  const bought = await buy(token, body);
  expect(bought.status, JSON.stringify(bought.body)).toBe(201);
  const { gift_card: card, payment } = bought.body['data'] as GiftCardPurchaseResponse['data'];
  expect((await postCallback(app, secret, callbackEvent(payment.id, 'paid'))).status).toBe(200);
  const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, String(body['recipient_email']))).orderBy(desc(mailOutbox.id));
  const code = /code: ([0-9A-Z-]{19})/.exec(mail?.bodyText ?? '')?.[1];
  expect(code, mail?.bodyText).toBeDefined();
  return { card, payment, code: code as string, recipientEmail: String(body['recipient_email']) };
}

describe('GET /api/v1/giftcards', () => {
  it('offers the designs and amounts, and lists nothing for a new shopper', async () => {
    const shopper = await newShopper(app);
    const answer = await send(app, 'GET', '/giftcards', { token: shopper.token });
    expect(answer.status).toBe(200);
    expect(answer.body['data']).toEqual({
      designs: ['plum', 'gold', 'ivory'],
      amounts: { denominations: [1000, 2000, 5000, 10000, 25000], custom: { min: 500, max: 100000, step: 100 } },
      purchased: [],
      received: [],
    });
  });

  it('is refused while gift cards are switched off, and without a token', async () => {
    const shopper = await newShopper(app);
    await app.settings.upsert([{ key: 'disabled_routes', value: 'giftcards' }]);
    expect((await send(app, 'GET', '/giftcards', { token: shopper.token })).status).toBe(403);
    expect((await buy(shopper.token, purchase())).status).toBe(403);
    expect((await send(app, 'GET', '/giftcards')).status).toBe(401);
  });
});

describe('buying a gift card', () => {
  it('records it as waiting for payment and opens an attempt with the provider; the same key answers the same card', async () => {
    const shopper = await newShopper(app);
    const body = purchase();
    const key = newKey();
    const first = await buy(shopper.token, body, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const data = first.body['data'] as GiftCardPurchaseResponse['data'];
    expect(data.gift_card).toMatchObject({ status: 'pending_payment', initial_amount: 5000, balance: 0, masked_code: '••••-••••-••••-••••' });
    expect(data.payment).toMatchObject({ purpose: 'gift_card', status: 'pending', amount: 5000, pay_url: expect.stringMatching(new RegExp(`^/sandbox-pay/${data.payment.id}\\?expires=`)) });
    expect(data.payment.return_path).toBe(`/giftcards/checkout?payment=${data.payment.id}`);

    const again = await buy(shopper.token, body, key);
    expect(again.status).toBe(200);
    expect((again.body['data'] as GiftCardPurchaseResponse['data']).gift_card.id).toBe(data.gift_card.id);
    expect((await buy(shopper.token, { ...body, amount: 10000 }, key)).status).toBe(422);
  });

  it('refuses an amount the shop does not sell, cash, and paying with another gift card', async () => {
    const shopper = await newShopper(app);
    const odd = await buy(shopper.token, purchase({ amount: 3350 }));
    expect(odd.status).toBe(422);
    expect(odd.body['errors']).toEqual({ amount: ['Choose an amount in steps of ₹100.'] });
    expect((await buy(shopper.token, purchase({ amount: 400 }))).body['errors']).toEqual({ amount: ['The smallest gift card is ₹500.'] });
    const twoFields = await buy(shopper.token, purchase({ amount: 400, recipient_name: '' }));
    expect(twoFields.body['errors']).toEqual({ amount: ['The smallest gift card is ₹500.'], recipient_name: ['Enter the recipient’s name: at least 2 characters'] });
    expect((await buy(shopper.token, purchase({ payment_method: 'cash' }))).status).toBe(422);
    const withCard = await buy(shopper.token, purchase({ gift_card_code: '3467-9ACD-EFGH-JKMN' }));
    expect(withCard.status).toBe(422);
    expect((await send(app, 'POST', '/giftcards/checkout', { token: shopper.token, body: purchase() })).status).toBe(422);
  });

  it('issues the card when the payment is captured: a code mailed to the recipient, only its hash stored, the ledger started', async () => {
    const buyer = await newShopper(app);
    const { card, code, recipientEmail } = await boughtCard(buyer.token);
    const [row] = await app.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(row).toMatchObject({ status: 'active', balanceMinor: 5_000_00, codeLast4: code.slice(-4) });
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code.replace(/-/g, ''));
    const ledger = await app.db.select().from(giftCardTransactions).where(eq(giftCardTransactions.giftCardId, card.id));
    expect(ledger).toEqual([expect.objectContaining({ kind: 'issue', amountMinor: 5_000_00, balanceAfterMinor: 5_000_00 })]);

    // The buyer sees it bought (masked); the recipient, once they have an account with that address verified,
    // sees it received: anyone may sign up with any address, so an unverified one is shown nothing.
    const mine = (await send(app, 'GET', '/giftcards', { token: buyer.token })).body['data'] as { purchased: { masked_code: string; status: string }[] };
    expect(mine.purchased[0]).toMatchObject({ status: 'active', masked_code: `••••-••••-••••-${code.slice(-4)}` });
    const recipient = await newShopper(app, { verified: false });
    await app.db.update(users).set({ email: recipientEmail.toUpperCase() }).where(eq(users.id, recipient.id));
    const received = async () =>
      ((await send(app, 'GET', '/giftcards', { token: recipient.token })).body['data'] as { received: { id: number }[] }).received.map(({ id }) => id);
    expect(await received()).toEqual([]);
    await app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, recipient.id));
    expect(await received()).toEqual([card.id]);
  });

  it('is paid by UPI, checkout’s first choice: the sandbox names it, and its capture issues the card', async () => {
    const buyer = await newShopper(app);
    const bought = await buy(buyer.token, purchase({ payment_method: 'upi' }));
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const { gift_card: card, payment } = bought.body['data'] as GiftCardPurchaseResponse['data'];
    expect(payment).toMatchObject({ purpose: 'gift_card', method: 'upi', status: 'pending' });
    const sandbox = await app.inject({ method: 'GET', url: payment.pay_url ?? '', headers: { authorization: `Bearer ${buyer.token}` } });
    expect(sandbox.statusCode).toBe(200);
    expect(sandbox.body).toContain('<dt>Method</dt><dd>UPI</dd>');
    expect((await postCallback(app, secret, callbackEvent(payment.id, 'paid'))).status).toBe(200);
    const [row] = await app.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(row).toMatchObject({ status: 'active', balanceMinor: 5_000_00 });
  });

  it('cancels the card when the payment is declined; no code exists', async () => {
    const shopper = await newShopper(app);
    const bought = await buy(shopper.token, purchase());
    const { gift_card: card, payment } = bought.body['data'] as GiftCardPurchaseResponse['data'];
    expect((await postCallback(app, secret, callbackEvent(payment.id, 'failed'))).status).toBe(200);
    const [row] = await app.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(row).toMatchObject({ status: 'cancelled', codeHash: null, balanceMinor: 0 });
  });

  it('keeps another shopper’s gift card payment unreadable (404)', async () => {
    const buyer = await newShopper(app);
    const stranger = await newShopper(app);
    const { payment } = (await buy(buyer.token, purchase())).body['data'] as GiftCardPurchaseResponse['data'];
    expect((await send(app, 'GET', `/payments/${payment.id}`, { token: stranger.token })).status).toBe(404);
    expect((await send(app, 'GET', `/payments/${payment.id}`, { token: buyer.token })).status).toBe(200);
  });
});

describe('POST /api/v1/giftcards/balance', () => {
  it('tells the balance of a code typed in any case, with spaces or dashes, and shows the code masked', async () => {
    const buyer = await newShopper(app);
    const { code } = await boughtCard(buyer.token, purchase({ amount: 2000 }));
    const checker = await newShopper(app);
    const typed = code.toLowerCase().replace(/-/g, ' ');
    const answer = await balance(checker.token, typed);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body['data']).toEqual({ masked_code: `••••-••••-••••-${code.slice(-4)}`, balance: 2000, initial_amount: 2000, status: 'active' });
  });

  it('gives one answer for a malformed, unknown or unpaid code, and locks guessing out with 429', async () => {
    const guesser = await newShopper(app);
    const buyer = await newShopper(app);
    const { code } = await boughtCard(buyer.token);
    for (const guess of ['nonsense', '3467-9ACD-EFGH-JKMN']) {
      const answer = await balance(guesser.token, guess);
      expect(answer.status).toBe(404);
      expect(answer.body['message']).toBe(UNKNOWN_GIFT_CARD_MESSAGE);
    }
    for (let guess = 2; guess < GIFT_CARD_GUESS_LIMITS.perUser; guess += 1) await balance(guesser.token, `3467-9ACD-EFGH-JKM${'3467'[guess % 4]}`);
    const locked = await balance(guesser.token, code);
    expect(locked.status).toBe(429);
    // Another shopper is not held back by the guesser.
    expect((await balance(buyer.token, code)).status).toBe(200);
  });
});
