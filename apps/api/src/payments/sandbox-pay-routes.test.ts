import type { AddressInfo } from 'node:net';
import type { Order } from '@aurelia/contracts';
import { formatInrMinor } from '@aurelia/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededProducts } from '../cart/cart.test-fixture';
import { setStock, stockOf } from '../checkout/checkout.test-fixture';
import { newShopper } from '../cart/cart.test-fixture';
import { paymentEvents } from '../db/schema/index';
import { SANDBOX_LINK_TTL_SECONDS } from './sandbox-pay-link';
import { orderNow, paymentRow, unpaidOrder } from './payments.test-fixture';
import { SANDBOX_DECLINE_REASON } from './sandbox-provider';
import { buildTestApp } from '../test/build-test-app';

let app: FastifyInstance;
let base: string;
let seeded: Awaited<ReturnType<typeof seededProducts>>;

// A real listening server: the sandbox posts its signed callback over HTTP to the API's own port.
beforeAll(async () => {
  ({ app } = await buildTestApp());
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  seeded = await seededProducts(app);
});
afterAll(async () => {
  await app?.close();
});

const page = (path: string, token?: string) => fetch(`${base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
/** The answer's address: the page's, with `/approve` or `/decline` before the link's query. */
const answerPath = (path: string, outcome: 'approve' | 'decline') => {
  const [bare, query] = path.split('?', 2);
  return `${bare}/${outcome}${query ? `?${query}` : ''}`;
};
const answer = (path: string, outcome: 'approve' | 'decline', token?: string) =>
  fetch(`${base}${answerPath(path, outcome)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: '',
    redirect: 'manual',
  });
const payUrlOf = (order: Order) => order.payment?.pay_url ?? '';
const eventsOf = (paymentId: string) => app.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));

describe('the sandbox provider’s hosted page', () => {
  it('shows the merchant, the amount in rupees with Indian grouping and the method, with labelled answers, under a strict CSP', async () => {
    const { order, paymentId } = await unpaidOrder(app, [{ id: seeded.plentiful.id, quantity: 3 }], 'wallet');
    const payUrl = payUrlOf(order);
    expect(payUrl).toMatch(new RegExp(`^/sandbox-pay/${paymentId}\\?expires=\\d+&nonce=[\\w-]{22}&sig=[0-9a-f]{64}$`));
    const response = await page(payUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const html = await response.text();
    const amount = formatInrMinor(Math.round(order.total * 100));
    expect(amount).toMatch(/^₹\d{1,2}(,\d{2})*,\d{3}$|^₹\d{1,3}$/); // whole rupees, no .00
    expect(html).toContain('<html lang="en-IN">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toMatch(new RegExp(`<title>Pay ${amount.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} to Aurelia \\| Sandbox payment</title>`));
    expect(html).toContain('<dt>Merchant</dt><dd>Aurelia</dd>');
    expect(html).toContain(amount);
    expect(html).toContain('<dt>Method</dt><dd>Wallet</dd>');
    expect(html).toContain(order.order_number);
    // The answers post back with the link's proof: the browser may not carry the payer's token.
    const action = (outcome: 'approve' | 'decline') => answerPath(payUrl, outcome).replaceAll('&', '&amp;');
    expect(html).toContain(`<form method="post" action="${action('approve')}"><button type="submit" class="approve">Approve payment</button></form>`);
    expect(html).toContain(`<form method="post" action="${action('decline')}"><button type="submit" class="decline">Decline payment</button></form>`);
    expect(html).not.toMatch(/<script|src=|href="http/);
  });

  it('approving posts the signed callback over HTTP, confirms the order and sends the browser back (303); the link is then spent', async () => {
    const { shopper, order, paymentId } = await unpaidOrder(app, [{ id: seeded.plentiful.id, quantity: 1 }]);
    const payUrl = payUrlOf(order);
    const response = await answer(payUrl, 'approve');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/checkout/payment-status?payment=${paymentId}`);
    expect(await orderNow(app, shopper.token, order.order_number)).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    const events = await eventsOf(paymentId);
    expect(events).toEqual([expect.objectContaining({ provider: 'sandbox', type: 'payment.succeeded', effect: 'captured' })]);

    // Spent: the link shows nothing of the payment any more; a second answer with it (a double click) reports nothing.
    const spent = await page(payUrl);
    expect(spent.status).toBe(410);
    const spentHtml = await spent.text();
    expect(spentHtml).toContain('<h1>This payment link has been used</h1>');
    expect(spentHtml).not.toContain(order.order_number);
    expect(spentHtml).not.toContain('<button');
    const again = await answer(payUrl, 'decline');
    expect(again.status).toBe(303);
    expect(await eventsOf(paymentId)).toHaveLength(1);

    // The payer, by their session, sees the outcome and a way back, no buttons.
    const settled = await (await page(`/sandbox-pay/${paymentId}`, shopper.token)).text();
    expect(settled).toContain('<h1>This payment was approved.</h1>');
    expect(settled).toContain(`href="/checkout/payment-status?payment=${paymentId}"`);
    expect(settled).not.toContain('<button');
  });

  it('takes UPI like a card: the page names it, approving confirms the order paid by UPI, declining lets it be retried', async () => {
    const paid = await unpaidOrder(app, [{ id: seeded.plentiful.id, quantity: 1 }], 'upi');
    expect(paid.order).toMatchObject({ payment_method: 'upi', payment: { method: 'upi', status: 'pending' } });
    const html = await (await page(payUrlOf(paid.order))).text();
    expect(html).toContain('<dt>Method</dt><dd>UPI</dd>');
    expect((await answer(payUrlOf(paid.order), 'approve')).status).toBe(303);
    expect(await orderNow(app, paid.shopper.token, paid.order.order_number)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      payment_method: 'upi',
    });
    const declined = await unpaidOrder(app, [{ id: seeded.plentiful.id, quantity: 1 }], 'upi');
    expect((await answer(payUrlOf(declined.order), 'decline')).status).toBe(303);
    expect(await orderNow(app, declined.shopper.token, declined.order.order_number)).toMatchObject({ payment_status: 'failed', can_retry_payment: true });
  });

  it('declining releases the stock at once and the page then says why', async () => {
    await setStock(app, seeded.scarce.id, 2);
    const { shopper, order, paymentId } = await unpaidOrder(app, [{ id: seeded.scarce.id, quantity: 2 }], 'bank');
    expect(await stockOf(app, seeded.scarce.id)).toBe(0);
    expect((await answer(payUrlOf(order), 'decline')).status).toBe(303);
    expect(await stockOf(app, seeded.scarce.id)).toBe(2);
    expect(await orderNow(app, shopper.token, order.order_number)).toMatchObject({ payment_status: 'failed', can_retry_payment: true });
    const settled = await (await page(`/sandbox-pay/${paymentId}`, shopper.token)).text();
    expect(settled).toContain('This payment was declined.');
    expect(settled).toContain(SANDBOX_DECLINE_REASON);
  });

  it('answers an unknown or malformed payment id with a 404 page', async () => {
    for (const id of ['7b0e4a0e-1f6b-4c53-9d51-9a7f5b6f2c11', 'not-a-payment']) {
      const response = await page(`/sandbox-pay/${id}`);
      expect(response.status, id).toBe(404);
      expect(await response.text()).toContain('<h1>Payment not found</h1>');
      expect((await answer(`/sandbox-pay/${id}`, 'approve')).status, id).toBe(404);
    }
  });
});

describe('the sandbox page acts only for the payer', () => {
  /** Expects a refusal that shows nothing of the payment, and leaves it unanswered. */
  async function expectRefused(response: Response, status: number, order: Order, paymentId: string) {
    expect(response.status).toBe(status);
    const html = await response.text();
    expect(html).not.toContain(order.order_number);
    expect(html).not.toContain(formatInrMinor(Math.round(order.total * 100)));
    expect(html).not.toContain('<button');
    expect((await paymentRow(app, paymentId))?.status).toBe('pending');
    expect(await eventsOf(paymentId)).toEqual([]);
  }

  it('refuses (403) a stranger who knows the payment id, another shopper, and a link altered or made for another payment', async () => {
    const { order, paymentId } = await unpaidOrder(app, [{ id: seeded.plentiful.id, quantity: 1 }]);
    const other = await unpaidOrder(app, [{ id: seeded.plentiful.id, quantity: 1 }]);
    const payUrl = payUrlOf(order);
    const query = new URLSearchParams(payUrl.split('?')[1]);
    const withQuery = (changes: Record<string, string>) => {
      const changed = new URLSearchParams(query);
      for (const [name, value] of Object.entries(changes)) changed.set(name, value);
      return `/sandbox-pay/${paymentId}?${changed.toString()}`;
    };
    const stranger = await newShopper(app);
    const forged = [
      `/sandbox-pay/${paymentId}`,
      withQuery({ sig: '0'.repeat(64) }),
      withQuery({ expires: String(Number(query.get('expires')) + 3600) }),
      withQuery({ nonce: 'A'.repeat(22) }),
      `/sandbox-pay/${paymentId}?${payUrlOf(other.order).split('?')[1]}`,
    ];
    for (const path of forged) {
      await expectRefused(await page(path), 403, order, paymentId);
      await expectRefused(await answer(path, 'approve'), 403, order, paymentId);
      await expectRefused(await answer(path, 'decline'), 403, order, paymentId);
    }
    await expectRefused(await page(`/sandbox-pay/${paymentId}`, stranger.token), 403, order, paymentId);
    await expectRefused(await answer(`/sandbox-pay/${paymentId}`, 'approve', stranger.token), 403, order, paymentId);
    expect((await page(`/sandbox-pay/${paymentId}`)).status).toBe(403);
    expect((await page(payUrl)).status).toBe(200);
  });

  it('refuses an expired link (410), even one the sandbox signed', async () => {
    const { order, paymentId } = await unpaidOrder(app, [{ id: seeded.plentiful.id, quantity: 1 }]);
    const signedLongAgo = app.sandboxProvider.createAttempt(
      { paymentId, amountMinor: 1, method: 'card', returnPath: '/' },
      new Date(Date.now() - (SANDBOX_LINK_TTL_SECONDS + 60) * 1000),
    ).payUrl;
    const response = await page(signedLongAgo);
    expect(response.status).toBe(410);
    expect(await response.clone().text()).toContain('This payment link has expired');
    await expectRefused(response, 410, order, paymentId);
    await expectRefused(await answer(signedLongAgo, 'approve'), 410, order, paymentId);
  });

  it('judges the link alone when the browser sends a stale or unknown token, instead of refusing with a 401', async () => {
    const { order, paymentId } = await unpaidOrder(app, [{ id: seeded.plentiful.id, quantity: 1 }]);
    const shown = await page(payUrlOf(order), 'no-such-token');
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain(order.order_number);
    await expectRefused(await page(`/sandbox-pay/${paymentId}`, 'no-such-token'), 403, order, paymentId);
  });

  it('lets the payer act by their session, without the link', async () => {
    const { shopper, order, paymentId } = await unpaidOrder(app, [{ id: seeded.plentiful.id, quantity: 1 }]);
    const shown = await page(`/sandbox-pay/${paymentId}`, shopper.token);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain(order.order_number);
    expect((await answer(`/sandbox-pay/${paymentId}`, 'approve', shopper.token)).status).toBe(303);
    expect(await orderNow(app, shopper.token, order.order_number)).toMatchObject({ payment_status: 'paid' });
  });
});

describe('the sandbox when the shop cannot be reached', () => {
  it('keeps the payment pending and shows the page again with the problem (502)', async () => {
    // Port 9 (discard) on loopback: nothing listens there.
    const { app: unreachable } = await buildTestApp({ env: { PAYMENT_CALLBACK_URL: 'http://127.0.0.1:9/api/v1/payments/callback/sandbox' } });
    try {
      const products = await seededProducts(unreachable);
      const { order, paymentId } = await unpaidOrder(unreachable, [{ id: products.plentiful.id, quantity: 1 }]);
      const response = await unreachable.inject({
        method: 'POST',
        url: answerPath(payUrlOf(order), 'approve'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(response.statusCode).toBe(502);
      expect(response.body).toContain('<p role="alert">The shop could not be reached to report the payment result. Try again.</p>');
      expect(response.body).toContain('Approve payment');
      expect((await unreachable.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId))).length).toBe(0);
    } finally {
      await unreachable.close();
    }
  });
});
