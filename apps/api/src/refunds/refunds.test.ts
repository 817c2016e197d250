import type { Order, OrderRefund } from '@aurelia/contracts';
import { floorToRupee, fromMinorUnits, REFUND_ANSWER_WAIT_MS, REFUND_WHOLE_RUPEES_MESSAGE, toMinorUnits, unitShares } from '@aurelia/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper, seededProducts, type TestProduct } from '../cart/cart.test-fixture';
import { send, stockOf } from '../checkout/checkout.test-fixture';
import { auditLog, caratCoinEntries, giftCards, mailOutbox, orders, payments } from '../db/schema/index';
import { activeGiftCard } from '../gift-cards/gift-cards.test-fixture';
import { pdfText } from '../invoices/pdf-text.test-fixture';
import { postCallback } from '../payments/payments.test-fixture';
import { SANDBOX_REFUND_REFUSED } from '../payments/sandbox-provider';
import { buildTestApp } from '../test/build-test-app';
import { NOT_ARRIVED_MESSAGE, WINDOW_CLOSED_MESSAGE } from './order-returns-service';
import { STILL_WAITING_MESSAGE } from './refund-service';
import { arrive, backOfficeUser, nextRefundIds, office, placedOrder, storeIds } from './refunds.test-fixture';

let app: FastifyInstance;
let secret: string;
let piece: TestProduct;
/** Another plentiful piece, for the refunds the provider answers later: the tests share the first one's stock. */
let otherPiece: TestProduct;
let admin: { id: number; token: string };

beforeAll(async () => {
  const built = await buildTestApp();
  app = built.app;
  secret = built.config.paymentWebhookSecret;
  const seeded = await seededProducts(app);
  piece = seeded.plentiful;
  otherPiece = seeded.other;
  admin = await backOfficeUser(app, 'admin');
});
afterAll(() => app?.close());

const orderOf = async (token: string, orderNumber: string) => (await send(app, 'GET', `/orders/${orderNumber}`, { token })).body['data'] as Order;
const refundOf = (body: Record<string, unknown>) => body['data'] as OrderRefund & { failure_reason: string | null; attempts: number };
const mailsTo = (email: string) => app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(desc(mailOutbox.id));

describe('a shopper cancelling an order', () => {
  it('puts the stock back and refunds all that was paid through the provider, with a credit note and a mail', async () => {
    const stockBefore = await stockOf(app, piece.id);
    const { shopper, order, row } = await placedOrder(app, secret, [{ id: piece.id, quantity: 2 }]);
    expect(await stockOf(app, piece.id)).toBe(stockBefore - 2);
    const paidOut = app.sandboxProvider.refundCount;

    const cancelled = await send(app, 'POST', `/orders/${order.order_number}/cancel`, { token: shopper.token, body: { reason: 'Ordered the wrong size' } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const now = cancelled.body['data'] as Order;
    expect(now).toMatchObject({ status: 'cancelled', payment_status: 'refunded', refunded: order.total, can_cancel: false, can_return: false });
    expect(now.refunds).toHaveLength(1);
    expect(now.refunds[0]).toMatchObject({ status: 'succeeded', amount: order.total, to: { provider: order.total, gift_card: 0, carat_coins: 0 } });
    const creditNote = now.refunds[0]?.credit_note_number ?? '';
    expect(creditNote).toBe(`${order.order_number.replace(/^[A-Z]+-/, 'CN-')}-1`);
    expect(now.timeline.map((event) => event.kind)).toEqual(expect.arrayContaining(['status', 'refund']));
    expect(await stockOf(app, piece.id)).toBe(stockBefore);
    expect(app.sandboxProvider.refundCount).toBe(paidOut + 1);
    const coins = await app.db.select().from(caratCoinEntries).where(eq(caratCoinEntries.orderId, row.id));
    const earned = coins.find((entry) => entry.kind === 'earned');
    expect(earned?.coins).toBeGreaterThan(0);
    expect(coins.find((entry) => entry.kind === 'reversed')).toMatchObject({ coins: earned?.coins, lotId: earned?.lotId });
    const subjects = (await mailsTo(shopper.email)).map((mail) => mail.subject);
    expect(subjects.some((subject) => subject.includes('is cancelled'))).toBe(true);
    expect(subjects.some((subject) => subject.startsWith('A refund of'))).toBe(true);

    const pdf = await app.inject({ method: 'GET', url: `/api/v1/orders/${order.order_number}/credit-notes/${creditNote}`, headers: { authorization: `Bearer ${shopper.token}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`credit-note-${creditNote}.pdf`);
    const text = pdfText(pdf.rawPayload).join(' ');
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(order.order_number.replace(/^[A-Z]+-/, 'INV-'));
    const stranger = await newShopper(app);
    const theirs = await send(app, 'GET', `/orders/${order.order_number}/credit-notes/${creditNote}`, { token: stranger.token });
    expect(theirs.status).toBe(404);
    const unknown = await send(app, 'GET', `/orders/${order.order_number}/credit-notes/CN-0`, { token: shopper.token });
    expect(unknown.status).toBe(404);
    const again = await send(app, 'POST', `/orders/${order.order_number}/cancel`, { token: shopper.token, body: { reason: 'Twice' } });
    expect([again.status, again.body.message]).toEqual([409, 'This order is already cancelled.']);
  });

  it('wants a reason (422), and is refused once the order is made ready (409); staff may cancel until it is handed over', async () => {
    const { shopper, order } = await placedOrder(app, secret, [{ id: piece.id, quantity: 1 }]);
    const bare = await send(app, 'POST', `/orders/${order.order_number}/cancel`, { token: shopper.token, body: { reason: ' ' } });
    expect(bare.status).toBe(422);
    await app.db.update(orders).set({ status: 'ready_for_pickup' }).where(eq(orders.orderNumber, order.order_number));
    const late = await send(app, 'POST', `/orders/${order.order_number}/cancel`, { token: shopper.token, body: { reason: 'Too slow' } });
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('can no longer be cancelled here');

    const byStaff = await office(app, admin.token, 'POST', `/${order.order_number}/cancel`, { reason: 'Piece found flawed at packing' });
    expect(byStaff.status, JSON.stringify(byStaff.body)).toBe(200);
    expect(byStaff.body['data']).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    const [audit] = await app.db.select().from(auditLog).where(and(eq(auditLog.subject, `order:${order.order_number}`), eq(auditLog.action, 'order.cancel')));
    expect(audit).toMatchObject({ actorUserId: admin.id, reason: 'Piece found flawed at packing' });

    const shipped = await placedOrder(app, secret, [{ id: piece.id, quantity: 1 }]);
    await app.db.update(orders).set({ status: 'collected' }).where(eq(orders.orderNumber, shipped.order.order_number));
    const tooLate = await office(app, admin.token, 'POST', `/${shipped.order.order_number}/cancel`, { reason: 'Changed our mind' });
    expect(tooLate.status).toBe(409);
  });

  it('refunds nothing for a cash order nothing was paid on', async () => {
    const stockBefore = await stockOf(app, piece.id);
    const { shopper, order } = await placedOrder(app, secret, [{ id: piece.id, quantity: 1 }], { method: 'cash' });
    const cancelled = await send(app, 'POST', `/orders/${order.order_number}/cancel`, { token: shopper.token, body: { reason: 'Will buy in store' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body['data']).toMatchObject({ status: 'cancelled', payment_status: 'cancelled', refunded: 0, refunds: [] });
    expect(await stockOf(app, piece.id)).toBe(stockBefore);
    const [mail] = await mailsTo(shopper.email);
    expect(mail?.bodyText).toContain('nothing to refund');
  });

  it('cancels an unpaid order as an expired one is: its attempt closed, its gift card part back', async () => {
    const card = await activeGiftCard(app, 50_000);
    const { shopper, order } = await placedOrder(app, secret, [{ id: piece.id, quantity: 1 }], { giftCardCode: card.code, capture: false });
    expect(order.status).toBe('pending_payment');
    const cancelled = await send(app, 'POST', `/orders/${order.order_number}/cancel`, { token: shopper.token, body: { reason: 'Paying another way' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body['data']).toMatchObject({ status: 'cancelled', payment: { status: 'cancelled' }, refunds: [] });
    const [after] = await app.db.select({ balance: giftCards.balanceMinor }).from(giftCards).where(eq(giftCards.id, card.id));
    expect(after?.balance).toBe(50_000);
  });
});

describe('refunds in the back office', () => {
  it('may be partial and repeated, never more than was paid, each with its credit note; a key replays', async () => {
    const { shopper, order, row } = await placedOrder(app, secret, [{ id: piece.id, quantity: 1 }]);
    const first = await office(app, admin.token, 'POST', `/${order.order_number}/refunds`, { amount: 100, reason: 'Price matched' }, { 'idempotency-key': 'refund-key-0001' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(refundOf(first.body)).toMatchObject({ status: 'succeeded', amount: 100, credit_note_number: expect.stringMatching(/-1$/) });
    const paidOut = app.sandboxProvider.refundCount;
    const replay = await office(app, admin.token, 'POST', `/${order.order_number}/refunds`, { amount: 100, reason: 'Price matched' }, { 'idempotency-key': 'refund-key-0001' });
    expect([replay.status, refundOf(replay.body).id]).toEqual([201, refundOf(first.body).id]);
    expect(app.sandboxProvider.refundCount).toBe(paidOut);

    const paise = await office(app, admin.token, 'POST', `/${order.order_number}/refunds`, { amount: 200.5, reason: 'Goodwill' });
    expect([paise.status, paise.body.message]).toEqual([422, REFUND_WHOLE_RUPEES_MESSAGE]);
    const second = await office(app, admin.token, 'POST', `/${order.order_number}/refunds`, { amount: 200, reason: 'Goodwill' });
    expect(refundOf(second.body)).toMatchObject({ status: 'succeeded', credit_note_number: expect.stringMatching(/-2$/) });
    const left = fromMinorUnits(toMinorUnits(order.total) - 30_000);
    const over = await office(app, admin.token, 'POST', `/${order.order_number}/refunds`, { amount: fromMinorUnits(toMinorUnits(left) + 100), reason: 'Too much' });
    expect(over.status).toBe(422);
    expect(over.body.message).toContain('is left to refund');
    const noReason = await office(app, admin.token, 'POST', `/${order.order_number}/refunds`, { amount: 1, reason: '' });
    expect(noReason.status).toBe(422);

    const rest = await office(app, admin.token, 'POST', `/${order.order_number}/refunds`, { amount: left, reason: 'The rest' });
    expect(refundOf(rest.body).status).toBe('succeeded');
    const now = await orderOf(shopper.token, order.order_number);
    expect(now).toMatchObject({ refunded: order.total, payment_status: 'refunded', status: 'confirmed' });
    expect(now.refunds.map((refund) => refund.amount)).toEqual([100, 200, left]);
    const [audit] = await app.db.select().from(auditLog).where(and(eq(auditLog.subject, `order:${order.order_number}`), eq(auditLog.action, 'order.refund'))).limit(1);
    expect(audit).toMatchObject({ actorUserId: admin.id, reason: 'Price matched' });

    const notes = now.refunds.map((refund) => refund.credit_note_number);
    const gst = [];
    for (const number of notes) {
      const pdf = await app.inject({ method: 'GET', url: `/api/v1/back-office/orders/${order.order_number}/credit-notes/${number}`, headers: { authorization: `Bearer ${admin.token}` } });
      expect(pdf.statusCode).toBe(200);
      gst.push(pdfText(pdf.rawPayload).join(' '));
    }
    expect(gst.every((text) => text.includes('CREDIT NOTE'))).toBe(true);
    const documents = await Promise.all(notes.map((number) => app.creditNotes.forOrder(row.id, number ?? '')));
    expect(documents.reduce((sum, note) => sum + note.lines.reduce((lines, line) => lines + line.gstMinor, 0), 0)).toBe(row.gstIncludedMinor);
    expect(documents.reduce((sum, note) => sum + note.totalMinor, 0)).toBe(row.totalMinor);
    // The credit notes give back the invoice's round off and taxable value exactly, each note adding up on its own.
    const line = order.lines[0];
    const roundOff = toMinorUnits(line?.price_breakup.round_off ?? Number.NaN) * (line?.quantity ?? 0);
    expect(documents.reduce((sum, note) => sum + note.roundOffMinor, 0)).toBe(roundOff);
    expect(documents.reduce((sum, note) => sum + note.taxableMinor, 0)).toBe(toMinorUnits(line?.price_breakup.subtotal ?? 0) * (line?.quantity ?? 0));
    for (const note of documents) {
      expect(note.totalMinor % 100).toBe(0);
      expect(note.taxableMinor + (note.lines[0]?.gstMinor ?? 0) + note.roundOffMinor + note.shippingMinor).toBe(note.totalMinor);
    }
    expect(documents.map((note) => note.document?.facts)).toEqual(notes.map(() => [['Against invoice', order.order_number.replace(/^[A-Z]+-/, 'INV-')]]));
  });

  it('leaves the order as it was when the provider refuses; the retry asks with the same id and pays once', async () => {
    const { shopper, order } = await placedOrder(app, secret, [{ id: piece.id, quantity: 1 }]);
    const [id] = await nextRefundIds(app, 1);
    app.sandboxProvider.refusedRefunds.add(id ?? '');
    const failed = await office(app, admin.token, 'POST', `/${order.order_number}/refunds`, { amount: 50, reason: 'Scratch on the clasp' });
    expect(failed.status).toBe(201);
    expect(refundOf(failed.body)).toMatchObject({ id: Number(id), status: 'failed', failure_reason: SANDBOX_REFUND_REFUSED, credit_note_number: null });
    let now = await orderOf(shopper.token, order.order_number);
    expect(now).toMatchObject({ refunded: 0, payment_status: 'paid' });
    expect(now.timeline.at(-1)).toMatchObject({ kind: 'refund', note: expect.stringContaining('could not be made') });

    const stillRefused = await office(app, admin.token, 'POST', `/${order.order_number}/refunds/${id}/retry`);
    expect(refundOf(stillRefused.body)).toMatchObject({ status: 'failed', attempts: 2 });
    app.sandboxProvider.refusedRefunds.delete(id ?? '');
    const paidOut = app.sandboxProvider.refundCount;
    const retried = await office(app, admin.token, 'POST', `/${order.order_number}/refunds/${id}/retry`);
    expect(refundOf(retried.body)).toMatchObject({ id: Number(id), status: 'succeeded', attempts: 3 });
    expect(app.sandboxProvider.refundCount).toBe(paidOut + 1);
    const twice = await office(app, admin.token, 'POST', `/${order.order_number}/refunds/${id}/retry`);
    expect(twice.status).toBe(409);
    expect(app.sandboxProvider.refundCount).toBe(paidOut + 1);
    now = await orderOf(shopper.token, order.order_number);
    expect(now.refunded).toBe(50);
  });

  it('settles a refund the provider answered pending by its signed callback, once, as if it had answered at once', async () => {
    const { shopper, order, row } = await placedOrder(app, secret, [{ id: otherPiece.id, quantity: 1 }]);
    const [id] = await nextRefundIds(app, 1);
    app.sandboxProvider.pendingRefunds.add(id ?? '');
    const asked = await office(app, admin.token, 'POST', `/${order.order_number}/refunds`, { amount: 70, reason: 'Price match' });
    expect(refundOf(asked.body)).toMatchObject({ id: Number(id), status: 'pending', credit_note_number: null });
    expect(await orderOf(shopper.token, order.order_number)).toMatchObject({ refunded: 0 });
    // While it is pending, what it takes is not offered again.
    const page = await office(app, admin.token, 'GET', `/${order.order_number}`);
    const refundable = (page.body['data'] as { actions: { refund: { refundable: number } | null } }).actions.refund?.refundable ?? 0;
    expect(refundable).toBeCloseTo(order.total - 70, 2);

    const [payment] = await app.db.select({ id: payments.id }).from(payments).where(and(eq(payments.orderId, row.id), eq(payments.status, 'paid')));
    const processed = app.sandboxProvider.signedRefundEvent(payment?.id ?? '', id ?? '', 'processed', new Date());
    expect(await postCallback(app, secret, processed.body)).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await postCallback(app, secret, processed.body)).toEqual({ status: 200, body: { received: true, duplicate: true } });

    const after = await orderOf(shopper.token, order.order_number);
    expect(after.refunded).toBe(70);
    expect(after.refunds.find((refund) => refund.id === Number(id))).toMatchObject({ status: 'succeeded', credit_note_number: expect.stringMatching(/^CN-/) });
    expect(after.timeline.filter((entry) => entry.kind === 'refund')).toHaveLength(1);
    const [audit] = await app.db.select().from(auditLog).where(and(eq(auditLog.subject, `order:${order.order_number}`), eq(auditLog.action, 'order.refund')));
    expect(audit).toMatchObject({ actorUserId: admin.id, reason: 'Price match' });
  });

  it('asks again for a refund whose answer is overdue, with the same id: a callback lost is not money lost, nor paid twice', async () => {
    const { shopper, order, row } = await placedOrder(app, secret, [{ id: otherPiece.id, quantity: 1 }]);
    const [id] = await nextRefundIds(app, 1);
    app.sandboxProvider.pendingRefunds.add(id ?? '');
    const asked = await office(app, admin.token, 'POST', `/${order.order_number}/refunds`, { amount: 40, reason: 'Late delivery' });
    expect(refundOf(asked.body)).toMatchObject({ status: 'pending' });
    const tooSoon = await office(app, admin.token, 'POST', `/${order.order_number}/refunds/${id}/retry`);
    expect(tooSoon).toMatchObject({ status: 409, body: { message: STILL_WAITING_MESSAGE } });

    // The callback never comes; the provider has since made the refund.
    app.sandboxProvider.pendingRefunds.delete(id ?? '');
    const paidOut = app.sandboxProvider.refundCount;
    const overdue = new Date(Date.now() + REFUND_ANSWER_WAIT_MS + 1000);
    const settled = await app.refundService.retryRefund(row.id, Number(id), { userId: admin.id, name: 'Admin' }, overdue);
    expect(settled).toMatchObject({ status: 'succeeded', creditNoteNumber: expect.stringMatching(/^CN-/) });
    expect(app.sandboxProvider.refundCount).toBe(paidOut);
    expect(await orderOf(shopper.token, order.order_number)).toMatchObject({ refunded: 40 });
  });

  it('gives money back through the provider first, then to the gift card', async () => {
    const card = await activeGiftCard(app, 100_000);
    const { order } = await placedOrder(app, secret, [{ id: piece.id, quantity: 1 }], { giftCardCode: card.code });
    expect(order.gift_card).toBe(1000);
    const refund = await office(app, admin.token, 'POST', `/${order.order_number}/refunds`, { amount: order.total, reason: 'Whole order back' });
    expect(refundOf(refund.body)).toMatchObject({ status: 'succeeded', to: { provider: order.amount_due, gift_card: 1000, carat_coins: 0 } });
    const [after] = await app.db.select({ balance: giftCards.balanceMinor }).from(giftCards).where(eq(giftCards.id, card.id));
    expect(after?.balance).toBe(100_000);
  });

  it('gives carat coins back in parts at the order’s own rate, every coin redeemed by the last part', async () => {
    const { order, row } = await placedOrder(app, secret, [{ id: piece.id, quantity: 1 }], { coins: 1_000_000 });
    expect(order.carat_coins).toBeGreaterThan(1);
    const coinsValue = toMinorUnits(order.carat_coins_value);
    const firstPart = toMinorUnits(order.amount_due) + floorToRupee(Math.floor(coinsValue / 3));
    const first = await office(app, admin.token, 'POST', `/${order.order_number}/refunds`, { amount: fromMinorUnits(firstPart), reason: 'Part one' });
    expect(refundOf(first.body)).toMatchObject({ status: 'succeeded', to: { provider: order.amount_due, carat_coins_value: fromMinorUnits(floorToRupee(Math.floor(coinsValue / 3))) } });
    const rest = toMinorUnits(order.total) - firstPart;
    const second = await office(app, admin.token, 'POST', `/${order.order_number}/refunds`, { amount: fromMinorUnits(rest), reason: 'Part two' });
    expect(refundOf(second.body)).toMatchObject({ status: 'succeeded', to: { provider: 0, carat_coins_value: fromMinorUnits(rest) } });
    const returned = await app.db
      .select()
      .from(caratCoinEntries)
      .where(and(eq(caratCoinEntries.orderId, row.id), eq(caratCoinEntries.kind, 'returned')));
    expect(returned).toHaveLength(2);
    expect(returned.reduce((sum, entry) => sum + entry.coins, 0)).toBe(order.carat_coins);
    expect(refundOf(first.body).to.carat_coins + refundOf(second.body).to.carat_coins).toBe(order.carat_coins);
  });

  it('is refused for an unpaid order (409) and for a role without the right (403) or another store’s order (404)', async () => {
    const unpaid = await placedOrder(app, secret, [{ id: piece.id, quantity: 1 }], { capture: false });
    expect((await office(app, admin.token, 'POST', `/${unpaid.order.order_number}/refunds`, { amount: 1, reason: 'Nothing paid' })).status).toBe(409);
    const { order } = await placedOrder(app, secret, [{ id: piece.id, quantity: 1 }]);
    const [first, second] = await storeIds(app);
    const otherManager = await backOfficeUser(app, 'manager', second ?? null);
    const ownManager = await backOfficeUser(app, 'manager', first ?? null);
    const counterStaff = await backOfficeUser(app, 'staff', first ?? null);
    const body = { amount: 1, reason: 'Goodwill' };
    expect((await office(app, otherManager.token, 'POST', `/${order.order_number}/refunds`, body)).status).toBe(404);
    expect((await office(app, otherManager.token, 'POST', '/AUR-NOPE/refunds', body)).status).toBe(404);
    expect((await office(app, counterStaff.token, 'POST', `/${order.order_number}/refunds`, body)).status).toBe(403);
    const shopperToken = unpaid.shopper.token;
    expect([401, 403]).toContain((await office(app, shopperToken, 'POST', `/${order.order_number}/refunds`, body)).status);
    expect((await office(app, ownManager.token, 'POST', `/${order.order_number}/refunds`, body)).status).toBe(201);
  });
});

describe('returns', () => {
  it('are asked within the window, received per unit, and refunded no more than the received units are worth', async () => {
    const { shopper, order } = await placedOrder(app, secret, [{ id: piece.id, quantity: 3 }]);
    const lineId = order.lines[0]?.id ?? 0;
    const early = await send(app, 'POST', `/orders/${order.order_number}/returns`, { token: shopper.token, body: { reason: 'Too big', items: [{ line_id: lineId, quantity: 1 }] } });
    expect([early.status, early.body.message]).toEqual([409, NOT_ARRIVED_MESSAGE]);
    await arrive(app, order.order_number);
    let now = await orderOf(shopper.token, order.order_number);
    expect(now).toMatchObject({ can_return: true, can_cancel: false });
    expect(now.return_window_ends_at).not.toBeNull();

    const ask = (items: { line_id: number; quantity: number }[]) => send(app, 'POST', `/orders/${order.order_number}/returns`, { token: shopper.token, body: { reason: 'Not as pictured', items } });
    expect((await ask([{ line_id: lineId, quantity: 4 }])).status).toBe(422);
    expect((await ask([{ line_id: lineId + 100_000, quantity: 1 }])).status).toBe(422);
    const asked = await ask([{ line_id: lineId, quantity: 2 }]);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    now = asked.body['data'] as Order;
    const returnId = now.returns[0]?.id ?? 0;
    expect(now.returns[0]).toMatchObject({ status: 'requested', items: [{ line_id: lineId, quantity: 2, received: 0 }] });
    expect((await ask([{ line_id: lineId, quantity: 2 }])).status).toBe(422);
    // The back office finds it among the orders whose return waits for the parcel, and not among the others.
    const waitingOn = async (state: string) =>
      ((await send(app, 'GET', `/back-office/orders?return=${state}&q=${order.order_number}`, { token: admin.token })).body['data'] as { order_number: string }[]).map((row) => row.order_number);
    expect(await waitingOn('requested')).toEqual([order.order_number]);
    expect(await waitingOn('received')).toEqual([]);

    const early2 = await office(app, admin.token, 'POST', `/${order.order_number}/refunds`, { amount: 1, reason: 'Return', return_id: returnId });
    expect(early2.status).toBe(409);

    const stockBefore = await stockOf(app, piece.id);
    const tooMany = await office(app, admin.token, 'POST', `/${order.order_number}/returns/${returnId}/receive`, { items: [{ line_id: lineId, received: 2, restock: 3 }] });
    expect(tooMany.status).toBe(422);
    const received = await office(app, admin.token, 'POST', `/${order.order_number}/returns/${returnId}/receive`, {
      items: [{ line_id: lineId, received: 2, restock: 1 }],
      note: 'One arrived with a bent prong',
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body['data']).toMatchObject({ status: 'received', items: [{ received: 2, restocked: 1 }] });
    expect(await stockOf(app, piece.id)).toBe(stockBefore + 1);
    expect((await office(app, admin.token, 'POST', `/${order.order_number}/returns/${returnId}/receive`, { items: [{ line_id: lineId, received: 1, restock: 0 }] })).status).toBe(409);
    expect((await mailsTo(shopper.email))[0]?.subject).toContain('We received your return');
    expect(await waitingOn('received')).toEqual([order.order_number]);
    expect(await waitingOn('requested')).toEqual([]);

    const shares = unitShares([{ quantity: 3, lineTotal: toMinorUnits(order.total) }], toMinorUnits(order.total))[0] ?? [];
    const worth = (shares[0] ?? 0) + (shares[1] ?? 0);
    expect(worth % 100).toBe(0); // a unit's share of a whole-rupee order is whole rupees
    const over = await office(app, admin.token, 'POST', `/${order.order_number}/refunds`, { amount: fromMinorUnits(worth + 100), reason: 'Return', return_id: returnId });
    expect(over.status).toBe(422);
    expect(over.body.message).toContain('pieces received are worth');
    const refund = await office(app, admin.token, 'POST', `/${order.order_number}/refunds`, { amount: fromMinorUnits(worth), reason: 'Return', return_id: returnId });
    expect(refundOf(refund.body)).toMatchObject({ status: 'succeeded', return_id: returnId });
    now = await orderOf(shopper.token, order.order_number);
    expect(now.returns[0]?.status).toBe('closed');
    expect(now.refunded).toBe(fromMinorUnits(worth));
    const pdf = await app.inject({ method: 'GET', url: `/api/v1/orders/${order.order_number}/credit-notes/${now.refunds[0]?.credit_note_number}`, headers: { authorization: `Bearer ${shopper.token}` } });
    expect(pdfText(pdf.rawPayload).join(' ')).toContain(`2 × ${order.lines[0]?.name}`);
  });

  it('are refused once the window closed (409), and may be declined with a reason, freeing the units', async () => {
    const late = await placedOrder(app, secret, [{ id: piece.id, quantity: 1 }]);
    await arrive(app, late.order.order_number, 20);
    const closed = await send(app, 'POST', `/orders/${late.order.order_number}/returns`, {
      token: late.shopper.token,
      body: { reason: 'Too late', items: [{ line_id: late.order.lines[0]?.id, quantity: 1 }] },
    });
    expect([closed.status, closed.body.message]).toEqual([409, WINDOW_CLOSED_MESSAGE]);
    expect((await orderOf(late.shopper.token, late.order.order_number)).can_return).toBe(false);

    const { shopper, order } = await placedOrder(app, secret, [{ id: piece.id, quantity: 1 }]);
    await arrive(app, order.order_number);
    const body = { reason: 'Changed my mind', items: [{ line_id: order.lines[0]?.id, quantity: 1 }] };
    const asked = await send(app, 'POST', `/orders/${order.order_number}/returns`, { token: shopper.token, body });
    const returnId = (asked.body['data'] as Order).returns[0]?.id;
    expect((await office(app, admin.token, 'POST', `/${order.order_number}/returns/${returnId}/decline`, { reason: '' })).status).toBe(422);
    const declined = await office(app, admin.token, 'POST', `/${order.order_number}/returns/${returnId}/decline`, { reason: 'Worn, outside our policy' });
    expect(declined.body['data']).toMatchObject({ status: 'declined', note: 'Worn, outside our policy' });
    expect((await mailsTo(shopper.email))[0]?.subject).toContain('was declined');
    expect((await orderOf(shopper.token, order.order_number)).can_return).toBe(true);
  });
});

describe('the shopper’s order', () => {
  it('names its lines, the kind of each timeline entry, and the shipment once it left', async () => {
    const { shopper, order } = await placedOrder(app, secret, [{ id: piece.id, quantity: 1 }]);
    expect(order.lines[0]?.id).toEqual(expect.any(Number));
    expect(order).toMatchObject({ shipment: null, refunded: 0, can_cancel: true, can_return: false, return_window_ends_at: null, returns: [], refunds: [] });
    await app.db.update(orders).set({ carrier: 'BlueDart', trackingNumber: 'BD123', trackingUrl: 'https://track.example/BD123' }).where(eq(orders.orderNumber, order.order_number));
    const now = await orderOf(shopper.token, order.order_number);
    expect(now.shipment).toEqual({ carrier: 'BlueDart', tracking_number: 'BD123', tracking_url: 'https://track.example/BD123' });
    expect(now.timeline.every((event) => event.kind === 'status' || event.kind === 'payment')).toBe(true);
  });
});
