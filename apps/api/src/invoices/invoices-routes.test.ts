import { randomUUID } from 'node:crypto';
import type { Order } from '@aurelia/contracts';
import { addMonths, indiaDate } from '@aurelia/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newShopper, seededProducts } from '../cart/cart.test-fixture';
import { HOME, checkout, fillCart, firstStore, send } from '../checkout/checkout.test-fixture';
import { caratCoinEntries, giftCards, stores } from '../db/schema/index';
import { newGiftCardCode } from '../gift-cards/gift-card-codes';
import { pdfText } from './pdf-text.test-fixture';
import { INVOICE_NOT_YET_MESSAGE } from './invoice-service';
import { buildTestApp } from '../test/build-test-app';

let app: FastifyInstance;
let seeded: Awaited<ReturnType<typeof seededProducts>>;
let store: Awaited<ReturnType<typeof firstStore>>;

beforeAll(async () => {
  ({ app } = await buildTestApp());
  seeded = await seededProducts(app);
  store = await firstStore(app);
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  await app.settings.upsert([{ key: 'is_store_open', value: 'true' }]);
});

/** A new shopper who ordered 2 + 1 pieces, delivered to `address` or picked up, paid as `method`. */
async function orderedBy(options: { method?: 'cash' | 'card'; pickup?: boolean; address?: typeof HOME } = {}) {
  const shopper = await newShopper(app);
  await fillCart(app, shopper.id, [
    { id: seeded.plentiful.id, quantity: 2 },
    { id: seeded.other.id, quantity: 1 },
  ]);
  const method = options.method ?? 'cash';
  let placed;
  if (options.pickup) {
    placed = await checkout(app, shopper.token, { fulfilment: 'pickup', store: store.slug, payment_method: method });
  } else {
    const saved = await send(app, 'POST', '/addresses', { token: shopper.token, body: options.address ?? HOME });
    const addressId = (saved.body['data'] as { id: number }).id;
    placed = await checkout(app, shopper.token, { fulfilment: 'delivery', address_id: addressId, payment_method: method });
  }
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { ...shopper, order: placed.body['data'] as Order };
}

const invoiceOf = (token: string | undefined, orderNumber: string, query = '') =>
  app.inject({
    method: 'GET',
    url: `/api/v1/orders/${orderNumber}/invoice${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** An active card holding `balanceMinor`; its code as printed. */
async function activeCard(balanceMinor: number): Promise<string> {
  const issued = newGiftCardCode();
  await app.db.insert(giftCards).values({
    codeHash: issued.hash,
    codeLast4: issued.last4,
    design: 'gold',
    status: 'active',
    initialMinor: balanceMinor,
    balanceMinor,
    recipientName: 'Meera Iyer',
    recipientEmail: 'meera@example.com',
    source: 'web',
    activatedAt: new Date(),
  });
  return issued.printed;
}

/** Rupees as the invoice writes them: whole rupees bare, paise only where there are some. */
const rupees = (amount: number) => `Rs. ${amount.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;

describe('GET /api/v1/orders/{orderNumber}/invoice', () => {
  it('downloads a PDF tax invoice with seller, buyer, HSN lines, IGST to another state, total and words', async () => {
    const { token, order } = await orderedBy();
    const response = await invoiceOf(token, order.order_number);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const number = order.order_number.replace(/^AUR-/, 'INV-');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${number}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = pdfText(response.rawPayload).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('Aurelia Jewels Private Limited');
    // The seller is the registered office, the seeded flagship store, with no placeholder left.
    const [office] = await app.db.select().from(stores).where(eq(stores.slug, 'mumbai-bandra'));
    expect(text).toContain(`Aurelia Jewels Private Limited ${office?.address} ${office?.city} ${office?.pincode}, Maharashtra, India`);
    expect(text).toContain('State: Maharashtra (code 27) GSTIN: 27AAKCA7316M1ZA accounts@aurelia.test');
    expect(text).not.toMatch(/placeholder|\.example|14 Linking/i);
    expect(text).toContain(number);
    expect(text).toContain(order.order_number);
    expect(text).toContain(order.delivery_address?.line1);
    expect(text).toContain('Karnataka');
    for (const line of order.lines) expect(text).toContain(line.name);
    expect(text.match(/\b7113\b/g)?.length).toBeGreaterThanOrEqual(order.lines.length);
    expect(text).toContain('IGST @ 3%');
    expect(text).not.toContain('CGST');
    expect(text).toContain(rupees(order.gst_included));
    expect(text).toContain(rupees(order.total));
    expect(text).toMatch(/Amount in words:\s*Rupees [A-Z][a-z-]+.* Only/);
    expect(text).not.toContain('Paise');
    expect(text).toContain('Cash, due on delivery');

    // Whole rupees that add up: each line's taxable value and GST as its pieces were priced, and their round off.
    const paise = (rupeesAmount: number) => Math.round(rupeesAmount * 100);
    const taxable = order.lines.reduce((sum, line) => sum + paise(line.price_breakup.subtotal) * line.quantity, 0);
    const gst = order.lines.reduce((sum, line) => sum + paise(line.price_breakup.gst) * line.quantity, 0);
    const roundOff = order.lines.reduce((sum, line) => sum + paise(line.price_breakup.round_off ?? Number.NaN) * line.quantity, 0);
    expect(paise(order.total) % 100).toBe(0);
    expect(gst).toBe(paise(order.gst_included));
    expect(taxable + gst + roundOff + paise(order.shipping)).toBe(paise(order.total));
    expect(text).toContain(`Taxable value ${rupees(taxable / 100)} IGST @ 3% ${rupees(gst / 100)}`);
    if (roundOff !== 0) expect(text).toContain(`Round off ${rupees(roundOff / 100)}`);
  });

  it('splits GST into CGST and SGST for a Maharashtra address, and opens inline to print', async () => {
    const mumbai = { ...HOME, city: 'Mumbai', state: 'Maharashtra', pincode: '400050' };
    const { token, order } = await orderedBy({ address: mumbai });
    const response = await invoiceOf(token, order.order_number, '?disposition=inline');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="invoice-INV-/);
    const text = pdfText(response.rawPayload).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('CGST @ 1.5%');
    expect(text).toContain('SGST @ 1.5%');
    expect(text).not.toContain('IGST');
  });

  it('names the pick-up store and takes its state as the place of supply', async () => {
    const { token, order } = await orderedBy({ pickup: true });
    const response = await invoiceOf(token, order.order_number);
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain(`Pick-up at ${store.name}`);
    expect(text).toContain('Cash, due at pick-up');
    // Without a gift card or coins, the one row under the total is what is due in cash.
    expect(text).toContain(`Due in cash at pick-up ${rupees(order.total)}`);
    expect(text).not.toContain('Paid by gift card');
    expect(text).not.toContain('carat coins');
  });

  it('shows what a gift card and carat coins paid, and the rest due in cash', async () => {
    const shopper = await newShopper(app);
    await fillCart(app, shopper.id, [{ id: seeded.other.id, quantity: 1 }]);
    await app.db.insert(caratCoinEntries).values({ userId: shopper.id, kind: 'earned', coins: 50, lotId: randomUUID(), onDate: indiaDate(new Date()), expiresOn: addMonths(indiaDate(new Date()), 12) });
    const card = await activeCard(1_000_00);
    const placed = await checkout(app, shopper.token, { fulfilment: 'pickup', store: store.slug, payment_method: 'cash', gift_card_code: card, coins: 50 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body['data'] as Order;
    expect(order).toMatchObject({ gift_card: 1000, carat_coins: 50 });
    const text = pdfText((await invoiceOf(shopper.token, order.order_number)).rawPayload).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain(`Paid by gift card ${rupees(1000)}`);
    expect(text).toContain(`Paid with 50 carat coins ${rupees(order.carat_coins_value)}`);
    expect(text).toContain(`Due in cash at pick-up ${rupees(order.amount_due)}`);
  });

  it('says a gift card paid an order in full, with no row for the payment method', async () => {
    const shopper = await newShopper(app);
    await fillCart(app, shopper.id, [{ id: seeded.other.id, quantity: 1 }]);
    const card = await activeCard(seeded.other.priceMinor + 100_00);
    const placed = await checkout(app, shopper.token, { fulfilment: 'pickup', store: store.slug, payment_method: 'card', gift_card_code: card });
    const order = placed.body['data'] as Order;
    expect(order).toMatchObject({ status: 'confirmed', payment_status: 'paid', amount_due: 0 });
    const text = pdfText((await invoiceOf(shopper.token, order.order_number)).rawPayload).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain(`Paid by gift card ${rupees(order.total)}`);
    expect(text).toContain('Gift card, paid');
    expect(text).not.toContain('Paid by card');
    expect(text).not.toContain('carat coins');
  });

  it('is refused while the order waits for payment', async () => {
    const { token, order } = await orderedBy({ method: 'card' });
    const response = await invoiceOf(token, order.order_number);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: INVOICE_NOT_YET_MESSAGE });
  });

  it('is never readable by anyone else: 404 for another shopper, 404 for an unknown order, 401 without a token', async () => {
    const { order } = await orderedBy();
    const stranger = await newShopper(app);
    const theirs = await invoiceOf(stranger.token, order.order_number);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.headers['content-type']).toMatch(/^application\/json/);
    expect((await invoiceOf(stranger.token, 'AUR-NOSUCH00')).statusCode).toBe(404);
    expect((await invoiceOf(undefined, order.order_number)).statusCode).toBe(401);
  });

  it('refuses an unknown disposition with 422', async () => {
    const { token, order } = await orderedBy();
    expect((await invoiceOf(token, order.order_number, '?disposition=sideways')).statusCode).toBe(422);
  });
});
