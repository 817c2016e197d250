import type { AddressInfo } from 'node:net';
import { formatInrMinor } from '@aurelia/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededProducts } from '../cart/cart.test-fixture';
import { setStock, stockOf } from '../checkout/checkout.test-fixture';
import { paymentEvents } from '../db/schema/index';
import { orderNow, unpaidOrder } from '../payments/payments.test-fixture';
import { SANDBOX_DECLINE_REASON } from '../payments/sandbox-provider';
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

const page = (paymentId: string) => fetch(`${base}/sandbox-pay/${paymentId}`);
const answer = (paymentId: string, outcome: 'approve' | 'decline') =>
  fetch(`${base}/sandbox-pay/${paymentId}/${outcome}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });

describe('the sandbox provider’s hosted page', () => {
  it('shows the merchant, the amount in rupees with Indian grouping and the method, with labelled answers, under a strict CSP', async () => {
    const { order, paymentId } = await unpaidOrder(app, [{ id: seeded.plentiful.id, quantity: 3 }], 'wallet');
    const response = await page(paymentId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const html = await response.text();
    const amount = formatInrMinor(Math.round(order.total * 100));
    expect(amount).toMatch(/^₹\d{1,2}(,\d{2})*,\d{3}\.\d{2}$|^₹\d{1,3}\.\d{2}$/);
    expect(html).toContain('<html lang="en-IN">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toMatch(new RegExp(`<title>Pay ${amount.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} to Aurelia \\| Sandbox payment</title>`));
    expect(html).toContain('<dt>Merchant</dt><dd>Aurelia</dd>');
    expect(html).toContain(amount);
    expect(html).toContain('<dt>Method</dt><dd>Wallet</dd>');
    expect(html).toContain(order.order_number);
    expect(html).toContain(`<form method="post" action="/sandbox-pay/${paymentId}/approve"><button type="submit" class="approve">Approve payment</button></form>`);
    expect(html).toContain(`<form method="post" action="/sandbox-pay/${paymentId}/decline"><button type="submit" class="decline">Decline payment</button></form>`);
    expect(html).not.toMatch(/<script|src=|href="http/);
  });

  it('approving posts the signed callback over HTTP, confirms the order and sends the browser back (303)', async () => {
    const { shopper, order, paymentId } = await unpaidOrder(app, [{ id: seeded.plentiful.id, quantity: 1 }]);
    const response = await answer(paymentId, 'approve');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/checkout/payment-status?payment=${paymentId}`);
    expect(await orderNow(app, shopper.token, order.order_number)).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    const events = await app.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
    expect(events).toEqual([expect.objectContaining({ provider: 'sandbox', type: 'payment.succeeded', effect: 'captured' })]);

    // Answered: the page shows the outcome and a way back, no buttons; a second answer reports nothing.
    const settled = await (await page(paymentId)).text();
    expect(settled).toContain('<h1>This payment was approved.</h1>');
    expect(settled).toContain(`href="/checkout/payment-status?payment=${paymentId}"`);
    expect(settled).not.toContain('<button');
    const again = await answer(paymentId, 'decline');
    expect(again.status).toBe(303);
    expect(await app.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId))).toHaveLength(1);
  });

  it('declining releases the stock at once and the page then says why', async () => {
    await setStock(app, seeded.scarce.id, 2);
    const { shopper, order, paymentId } = await unpaidOrder(app, [{ id: seeded.scarce.id, quantity: 2 }], 'bank');
    expect(await stockOf(app, seeded.scarce.id)).toBe(0);
    expect((await answer(paymentId, 'decline')).status).toBe(303);
    expect(await stockOf(app, seeded.scarce.id)).toBe(2);
    expect(await orderNow(app, shopper.token, order.order_number)).toMatchObject({ payment_status: 'failed', can_retry_payment: true });
    const settled = await (await page(paymentId)).text();
    expect(settled).toContain('This payment was declined.');
    expect(settled).toContain(SANDBOX_DECLINE_REASON);
  });

  it('answers an unknown or malformed payment id with a 404 page', async () => {
    for (const id of ['7b0e4a0e-1f6b-4c53-9d51-9a7f5b6f2c11', 'not-a-payment']) {
      const response = await page(id);
      expect(response.status, id).toBe(404);
      expect(await response.text()).toContain('<h1>Payment not found</h1>');
      expect((await answer(id, 'approve')).status, id).toBe(404);
    }
  });
});

describe('the sandbox when the shop cannot be reached', () => {
  it('keeps the payment pending and shows the page again with the problem (502)', async () => {
    // Port 9 (discard) on loopback: nothing listens there.
    const { app: unreachable } = await buildTestApp({ env: { PAYMENT_CALLBACK_URL: 'http://127.0.0.1:9/api/v1/payments/callback/sandbox' } });
    try {
      const products = await seededProducts(unreachable);
      const { paymentId } = await unpaidOrder(unreachable, [{ id: products.plentiful.id, quantity: 1 }]);
      const response = await unreachable.inject({
        method: 'POST',
        url: `/sandbox-pay/${paymentId}/approve`,
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
