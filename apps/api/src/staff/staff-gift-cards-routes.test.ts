import {
  issuedGiftCardResponseSchema,
  KIOSK_DEVICE_HEADER,
  staffGiftCardResponseSchema,
  type GiftCardPurchaseResponse,
  type StaffGiftCard,
} from '@aurelia/contracts';
import { SANDBOX_CARD_AT_COUNTER_MESSAGE } from '@aurelia/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdByEmail } from '../test/appointment-helpers';
import { newShopper } from '../cart/cart.test-fixture';
import { newKey, send } from '../checkout/checkout.test-fixture';
import { giftCards, giftCardTransactions, mailOutbox } from '../db/schema/index';
import { GIFT_CARD_GUESS_LIMITS } from '../gift-cards/code-guesses';
import { UNKNOWN_GIFT_CARD_MESSAGE } from '../gift-cards/gift-card-service';
import { activeGiftCard } from '../gift-cards/gift-cards.test-fixture';
import { openCounterSession } from '../test/counter-session';
import { callbackEvent, postCallback } from '../payments/payments.test-fixture';
import { DEMO_KIOSK_STAFF } from '../seed/seed-database';
import { buildTestApp } from '../test/build-test-app';

let app: FastifyInstance;
let secret: string;
/** Kiosk session tokens of Rahul Mehta (Bandra), Kavya Rao (Delhi) and Anjali Nair (Bandra, only for the rate limit). */
const tokens = { rahul: '', kavya: '', anjali: '' };
/** The device header of the kiosk each session token was opened on. */
const kiosks = new Map<string, Record<string, string>>();
const counter = (token: string) => kiosks.get(token) ?? {};

beforeAll(async () => {
  const built = await buildTestApp();
  app = built.app;
  secret = built.config.paymentWebhookSecret;
  const [rahul, anjali, , kavya] = DEMO_KIOSK_STAFF;
  for (const [name, member] of [
    ['rahul', rahul],
    ['kavya', kavya],
    ['anjali', anjali],
  ] as const) {
    const session = await openCounterSession(app, await userIdByEmail(app, member.email));
    tokens[name] = session.token;
    kiosks.set(session.token, { [KIOSK_DEVICE_HEADER]: session.device });
  }
});
afterAll(async () => {
  await app?.close();
});

let recipients = 0;
const sale = (overrides: Record<string, unknown> = {}) => ({
  design: 'plum',
  amount: 2000,
  recipient_name: 'Farah Khan',
  recipient_email: `farah-${++recipients}-${Date.now()}@example.com`,
  message: 'With love from Bandra',
  payment_method: 'cash',
  payment_reference: 'R-1042',
  ...overrides,
});

const issue = (body: Record<string, unknown>, key = newKey(), token = tokens.rahul) =>
  send(app, 'POST', '/staff/giftcards', { token, body, headers: { 'idempotency-key': key, ...counter(token) } });
const lookUp = (code: string, token = tokens.rahul) =>
  send(app, 'POST', '/staff/giftcards/lookup', { token, body: { code }, headers: counter(token) });
const redeem = (body: { code: string; amount: number; reference: string }, token = tokens.rahul, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/staff/giftcards/redeem', headers: { authorization: `Bearer ${token}`, ...counter(token), ...headers }, payload: body });

/** Issues a card at Rahul's counter; its code as answered once. */
async function issuedCard(overrides: Record<string, unknown> = {}) {
  const answer = await issue(sale(overrides));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const { gift_card: card, code } = issuedGiftCardResponseSchema.parse(answer.body).data;
  return { card, code: code as string };
}

const cardOf = (body: string): StaffGiftCard => staffGiftCardResponseSchema.parse(JSON.parse(body)).data;

describe('issuing a gift card at the counter', () => {
  it('makes an active card, answers its code once, mails it, and keeps only its hash', async () => {
    const body = sale();
    const { card, code } = await issuedCard(body);
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    expect(card).toMatchObject({ status: 'active', source: 'counter', initial_amount: 2000, balance: 2000, design: 'plum' });
    expect(card.masked_code).toBe(`••••-••••-••••-${code.slice(-4)}`);
    expect(card.history).toEqual([
      expect.objectContaining({ kind: 'issue', amount: 2000, balance_after: 2000, reference: 'Paid in cash, R-1042', staff_name: 'Rahul Mehta' }),
    ]);
    expect(card.history[0]?.store_name).toMatch(/Bandra/);

    const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, body.recipient_email));
    expect(mail?.bodyText).toContain(code);
    expect(mail?.bodyText).toContain('With love from Bandra');
    expect(mail?.subject).toBe(`${card.history[0]?.store_name} sent you a gift card from Aurelia`);
    const [row] = await app.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(row).toMatchObject({ counterPaymentMethod: 'cash', counterPaymentReference: 'R-1042', purchaserUserId: null });
    // No column of any card holds the code (the whole row as text).
    const leaked = await app.db.$count(giftCards, sql`gift_cards::text like ${`%${code.replaceAll('-', '')}%`}`);
    expect(leaked).toBe(0);
  });

  it('needs the card terminal’s reference, an amount the shop sells and a staff token', async () => {
    const noSlip = await issue(sale({ payment_method: 'card_terminal', payment_reference: null }));
    expect(noSlip.status).toBe(422);
    expect(noSlip.body['errors']).toHaveProperty('payment_reference');
    const odd = await issue(sale({ amount: 750.5 }));
    expect(odd.status).toBe(422);
    expect(odd.body['errors']).toEqual({ amount: ['Choose an amount in steps of ₹100.'] });
    expect((await send(app, 'POST', '/staff/giftcards', { body: sale(), headers: { 'idempotency-key': newKey() } })).status).toBe(401);
    const shopper = await newShopper(app);
    expect((await issue(sale(), newKey(), shopper.token)).status).toBe(403);
    expect((await send(app, 'POST', '/staff/giftcards', { token: tokens.rahul, body: sale(), headers: counter(tokens.rahul) })).status).toBe(422);
  });

  it('answers every field’s message in one 422: the amount and the terminal reference with the rest', async () => {
    const empty = await issue({ design: 'plum', amount: 0, recipient_name: '', recipient_email: '', message: null, from_name: null, payment_method: 'card_terminal', payment_reference: null });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      message: 'Please check the highlighted fields.',
      errors: {
        amount: ['Enter an amount in rupees.'],
        recipient_name: ['Enter the recipient’s name: at least 2 characters'],
        recipient_email: ['Enter the recipient’s email address'],
        payment_reference: ['Enter the card terminal’s reference from the slip'],
      },
    });
    const small = await issue(sale({ amount: 123, recipient_email: 'farah@' }));
    expect(small.body['errors']).toEqual({ amount: ['The smallest gift card is ₹500.'], recipient_email: ['Enter the recipient’s email address'] });
  });

  it('answers a resend with the same key with the same card and no code, issuing and mailing once', async () => {
    const key = newKey();
    const body = sale({ payment_method: 'card_terminal', payment_reference: 'TID 55/0091' });
    const first = await issue(body, key);
    const again = await issue(body, key);
    expect([first.status, again.status]).toEqual([201, 200]);
    const firstCard = issuedGiftCardResponseSchema.parse(first.body).data;
    const replayed = issuedGiftCardResponseSchema.parse(again.body).data;
    expect(replayed.gift_card.id).toBe(firstCard.gift_card.id);
    expect(replayed.code).toBeNull();
    expect(await app.db.$count(mailOutbox, eq(mailOutbox.recipient, body.recipient_email))).toBe(1);
    expect((await issue({ ...body, amount: 5000 }, key)).status).toBe(422);
  });
});

describe('looking a card up at the counter', () => {
  it('shows it masked with its balance and ledger, to staff of any store, and the web sees the same balance', async () => {
    const { card, code } = await issuedCard();
    const seen = await lookUp(code.toLowerCase().replaceAll('-', ' '), tokens.kavya);
    expect(seen.status).toBe(200);
    expect(staffGiftCardResponseSchema.parse(seen.body).data).toMatchObject({ id: card.id, masked_code: card.masked_code, balance: 2000 });
    expect(JSON.stringify(seen.body)).not.toContain(code);
    const shopper = await newShopper(app);
    expect((await send(app, 'POST', '/giftcards/balance', { token: shopper.token, body: { code } })).body['data']).toMatchObject({ balance: 2000 });
  });

  it('answers one 404 for an unknown code and refuses a shopper', async () => {
    const unknown = await lookUp('3467-9ACD-EFGH-JKMN');
    expect(unknown).toEqual({ status: 404, body: expect.objectContaining({ message: UNKNOWN_GIFT_CARD_MESSAGE }) });
    const shopper = await newShopper(app);
    expect((await lookUp('3467-9ACD-EFGH-JKMN', shopper.token)).status).toBe(403);
  });
});

describe('redeeming part of a card at the counter', () => {
  it('takes the amount off with the bill reference, staff and store, refuses more than is left, and spends it at 0', async () => {
    const { card, code } = await issuedCard();
    const part = await redeem({ code, amount: 750.5, reference: 'BILL-2026-0042' }, tokens.kavya);
    expect(part.statusCode, part.body).toBe(201);
    const after = cardOf(part.body);
    expect(after).toMatchObject({ id: card.id, balance: 1249.5, status: 'active' });
    expect(after.history[0]).toMatchObject({ kind: 'redeem', amount: 750.5, balance_after: 1249.5, reference: 'BILL-2026-0042', staff_name: 'Kavya Rao' });
    expect(after.history[0]?.store_name).toBe('Aurelia Connaught Place');

    const tooMuch = await redeem({ code, amount: 2000, reference: 'BILL-2026-0043' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('This gift card has ₹1,249.50 left: redeem that much or less.');
    const rest = await redeem({ code, amount: 1249.5, reference: 'BILL-2026-0044' });
    expect(cardOf(rest.body)).toMatchObject({ balance: 0, status: 'spent' });
    const empty = await redeem({ code, amount: 1, reference: 'BILL-2026-0045' });
    expect([empty.statusCode, empty.json().message]).toEqual([409, 'Nothing is left on this gift card.']);
    expect((await lookUp(code)).body['data']).toMatchObject({ status: 'spent', balance: 0 });
  });

  it('refuses a zero amount and a missing reference by field, and an unknown code with the one 404', async () => {
    const { code } = await issuedCard();
    const wrong = await redeem({ code, amount: 0, reference: '' });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['amount', 'reference']);
    const unknown = await redeem({ code: 'XXXX', amount: 10, reference: 'BILL-1' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, UNKNOWN_GIFT_CARD_MESSAGE]);
  });

  it('takes a resend with the same Idempotency-Key once', async () => {
    const { card, code } = await issuedCard();
    const headers = { 'idempotency-key': newKey() };
    const first = await redeem({ code, amount: 500, reference: 'BILL-7' }, tokens.rahul, headers);
    const again = await redeem({ code, amount: 500, reference: 'BILL-7' }, tokens.rahul, headers);
    expect([first.statusCode, again.statusCode, again.headers['idempotent-replayed']]).toEqual([201, 201, 'true']);
    expect(await app.db.$count(giftCardTransactions, eq(giftCardTransactions.giftCardId, card.id))).toBe(2);
    expect((await lookUp(code)).body['data']).toMatchObject({ balance: 1500 });
  });

  it('never takes more than the card holds when counters redeem it at once', async () => {
    const { card, code } = await issuedCard({ amount: 1000 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => redeem({ code, amount: 300, reference: `RUSH-${index}` }, index % 2 ? tokens.kavya : tokens.rahul)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    const [row] = await app.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(row?.balanceMinor).toBe(100_00);
    const ledger = await app.db.select().from(giftCardTransactions).where(eq(giftCardTransactions.giftCardId, card.id)).orderBy(desc(giftCardTransactions.id));
    expect(ledger.map((entry) => entry.balanceAfterMinor)).toEqual([100_00, 400_00, 700_00, 1000_00]);
  });
});

describe('cards the payment sandbox paid for, at the counter', () => {
  /** A card a new shopper buys on the web, its payment captured by the sandbox; its code from the mail. */
  async function sandboxPaidCard() {
    const buyer = await newShopper(app);
    const recipientEmail = `sandbox-${Date.now()}-${++recipients}@example.com`;
    const bought = await send(app, 'POST', '/giftcards/checkout', {
      token: buyer.token,
      body: { design: 'gold', amount: 2000, recipient_name: 'Farah Khan', recipient_email: recipientEmail, message: null, payment_method: 'card' },
      headers: { 'idempotency-key': newKey() },
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const { gift_card: card, payment } = bought.body['data'] as GiftCardPurchaseResponse['data'];
    expect((await postCallback(app, secret, callbackEvent(payment.id, 'paid'))).status).toBe(200);
    const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipientEmail)).orderBy(desc(mailOutbox.id));
    const code = /code: ([0-9A-Z-]{19})/.exec(mail?.bodyText ?? '')?.[1] ?? '';
    expect(code, mail?.bodyText).not.toBe('');
    return { id: card.id, code };
  }

  it('marks a web card paid through the sandbox and refuses it (409) with the reason, taking nothing', async () => {
    const { id, code } = await sandboxPaidCard();
    const found = await lookUp(code);
    expect(found.status).toBe(200);
    expect(found.body['data']).toMatchObject({ source: 'web', paid_in_sandbox: true, demonstration_shop: false, balance: 2000 });

    const refused = await redeem({ code, amount: 500, reference: 'BILL-SBX-1' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: SANDBOX_CARD_AT_COUNTER_MESSAGE });
    const [row] = await app.db.select().from(giftCards).where(eq(giftCards.id, id));
    expect(row).toMatchObject({ fundedBySandbox: true, balanceMinor: 2000_00, status: 'active' });
    const ledger = await app.db.select().from(giftCardTransactions).where(eq(giftCardTransactions.giftCardId, id));
    expect(ledger.map((entry) => entry.kind)).toEqual(['issue']);

    // A card paid in the store is money at the counter as before.
    const { code: paidInStore } = await issuedCard();
    expect((await lookUp(paidInStore)).body['data']).toMatchObject({ paid_in_sandbox: false });
    expect((await redeem({ code: paidInStore, amount: 500, reference: 'BILL-SBX-2' })).statusCode).toBe(201);
  });

  it('accepts it when the whole shop runs as a demonstration (DEMO_MODE=true), and says so', async () => {
    const { app: demo } = await buildTestApp({ env: { DEMO_MODE: 'true' } });
    try {
      const session = await openCounterSession(demo, await userIdByEmail(demo, (DEMO_KIOSK_STAFF[0] ?? { email: '' }).email));
      const headers = { authorization: `Bearer ${session.token}`, [KIOSK_DEVICE_HEADER]: session.device };
      const card = await activeGiftCard(demo, 1000_00);
      await demo.db.update(giftCards).set({ fundedBySandbox: true }).where(eq(giftCards.id, card.id));
      const found = await demo.inject({ method: 'POST', url: '/api/v1/staff/giftcards/lookup', headers, payload: { code: card.code } });
      expect(found.json()).toMatchObject({ data: { paid_in_sandbox: true, demonstration_shop: true } });
      const taken = await demo.inject({ method: 'POST', url: '/api/v1/staff/giftcards/redeem', headers, payload: { code: card.code, amount: 400, reference: 'BILL-DEMO-1' } });
      expect(taken.statusCode, taken.body).toBe(201);
      expect(cardOf(taken.body).balance).toBe(600);
    } finally {
      await demo.close();
    }
  });
});

describe('wrong codes at the counter', () => {
  it('count with the web balance check: after the limit both answer 429 with Retry-After', async () => {
    for (let guess = 0; guess < GIFT_CARD_GUESS_LIMITS.perUser - 1; guess += 1) {
      expect((await lookUp(`3467-9ACD-EFGH-JK${'MNPQRTWXY'[guess]}3`, tokens.anjali)).status).toBe(404);
    }
    // The web check needs Anjali's password sign-in: a PIN session opens the counter only.
    const anjaliOnTheWeb = await app.issueToken(await userIdByEmail(app, DEMO_KIOSK_STAFF[1].email));
    expect((await send(app, 'POST', '/giftcards/balance', { token: anjaliOnTheWeb, body: { code: '3467-9ACD-EFGH-JKM4' } })).status).toBe(404);
    const blocked = await app.inject({
      method: 'POST',
      url: '/api/v1/staff/giftcards/lookup',
      headers: { authorization: `Bearer ${tokens.anjali}`, ...counter(tokens.anjali) },
      payload: { code: '3467-9ACD-EFGH-JKM6' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await redeem({ code: '3467-9ACD-EFGH-JKM7', amount: 1, reference: 'BILL-1' }, tokens.anjali)).statusCode).toBe(429);
  });
});
