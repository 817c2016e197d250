import { describe, expect, it } from 'vitest';
import { deflateSync } from 'node:zlib';
import { computePriceBreakup } from '@aurelia/domain';
import { buildInvoice, invoiceNumberOf, invoiceRoundOffMinor, sellerFor, type Buyer, type InvoiceOrder } from './invoice';
import { invoiceMoney, renderInvoicePdf } from './invoice-pdf';
import { pdfText } from './pdf-text.test-fixture';
import { DEFAULT_SELLER_GSTIN } from '../company';
import { required } from '../required';

const breakup = (totalMinor: number, stoneValueMinor = 0) => ({
  metalWeightMg: 5_250,
  metalRateMinor: 6_500_00,
  metalValueMinor: 34_125_00,
  makingChargeMinor: 4_000_00,
  stoneValueMinor,
  subtotalMinor: totalMinor - 1_000_00,
  gstMinor: 1_000_00,
  totalMinor,
});

/** An older order, priced before prices were whole rupees: 2 × ₹40,000.01 and 1 × ₹12,345.67, delivered for ₹250. */
const order: InvoiceOrder = {
  orderNumber: 'AUR-7K3M9Q2X',
  paymentMethod: 'card',
  paymentStatus: 'paid',
  fulfilment: 'delivery',
  subtotalMinor: 2 * 40_000_01 + 12_345_67,
  gstIncludedMinor: Math.round(((2 * 40_000_01 + 12_345_67) * 3) / 103),
  shippingMinor: 250_00,
  totalMinor: 2 * 40_000_01 + 12_345_67 + 250_00,
  giftCardMinor: 0,
  coinsRedeemed: 0,
  coinsMinor: 0,
  placedAt: new Date('2026-11-23T10:00:00Z'),
  lines: [
    { name: 'Lotus Gold Ring', quantity: 2, unitPriceMinor: 40_000_01, lineTotalMinor: 80_000_02, priceBreakup: breakup(40_000_01) },
    { name: 'Solitaire Pendant', quantity: 1, unitPriceMinor: 12_345_67, lineTotalMinor: 12_345_67, priceBreakup: breakup(12_345_67, 2_500_00) },
  ],
};
const buyer: Buyer = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  address: ['12 MG Road', 'Bengaluru 560001, Karnataka'],
  placeOfSupply: 'Karnataka',
};
const seller = sellerFor({ brandName: 'Aurelia', sellerGstin: DEFAULT_SELLER_GSTIN });
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('an invoice', () => {
  const invoice = buildInvoice(order, buyer, seller, '23 November 2026', invoiceMoney);

  it('is numbered after its order and carries the seller’s GSTIN and registered office', () => {
    expect(invoice.number).toBe('INV-7K3M9Q2X');
    expect(invoiceNumberOf('AUR-ABC')).toBe('INV-ABC');
    expect(invoice.seller).toEqual({
      legalName: 'Aurelia Jewels Private Limited',
      tradeName: 'Aurelia',
      address: ['24 Linking Road, Bandra West', 'Mumbai 400050, Maharashtra, India'],
      state: 'Maharashtra',
      stateCode: '27',
      gstin: '27AAKCA7316M1ZA',
      email: 'accounts@aurelia.test',
    });
    expect(sellerFor({ brandName: 'Aurelia', sellerGstin: '27AAPFU0939F1ZV' }).gstin).toBe('27AAPFU0939F1ZV');
  });

  it('shows each line with HSN 7113 and the GST shared so that lines and totals agree to the paisa', () => {
    expect(invoice.lines.map((line) => line.hsn)).toEqual(['7113', '7113']);
    expect(sum(invoice.lines.map((line) => line.gstMinor))).toBe(order.gstIncludedMinor);
    expect(sum(invoice.lines.map((line) => line.taxableMinor))).toBe(invoice.taxableMinor);
    for (const line of invoice.lines) expect(line.taxableMinor + line.gstMinor).toBe(line.amountMinor);
    expect(invoice.taxableMinor + order.gstIncludedMinor + invoice.shippingMinor).toBe(invoice.totalMinor);
    expect(invoice.roundOffMinor).toBe(0);
  });

  it('describes each piece by its price breakup, stones only when it has them', () => {
    expect(invoice.lines[0]?.detail).toBe('Metal 5.250 g @ Rs. 6,500/g, making Rs. 4,000 (per piece)');
    expect(invoice.lines[1]?.detail).toBe('Metal 5.250 g @ Rs. 6,500/g, making Rs. 4,000, stones Rs. 2,500 (per piece)');
  });

  it('is integrated tax for Karnataka from a Maharashtra seller, central and state tax within Maharashtra', () => {
    expect(invoice.gst).toEqual({ kind: 'inter-state', igst: order.gstIncludedMinor });
    const local = buildInvoice(order, { ...buyer, placeOfSupply: 'Maharashtra' }, seller, '23 November 2026', invoiceMoney);
    expect(local.gst.kind).toBe('intra-state');
  });

  it('writes the total in words and how it is paid', () => {
    expect(invoice.totalInWords).toBe('Rupees Ninety-Two Thousand Five Hundred Ninety-Five and Sixty-Nine Paise Only');
    expect(invoice.payment).toBe('Card, paid');
    expect(invoice.fulfilment).toBe('Home delivery');
    const cashPickup = buildInvoice({ ...order, paymentMethod: 'cash', paymentStatus: 'due', fulfilment: 'pickup' }, buyer, seller, 'x', invoiceMoney);
    expect(cashPickup.payment).toBe('Cash, due at pick-up');
    expect(cashPickup.fulfilment).toBe('Pick-up at store');
    const cashDelivery = buildInvoice({ ...order, paymentMethod: 'cash', paymentStatus: 'due' }, buyer, seller, 'x', invoiceMoney);
    expect(cashDelivery.payment).toBe('Cash, due on delivery');
  });
});

describe('an invoice of pieces priced in whole rupees', () => {
  const ring = computePriceBreakup({ metalWeightMg: 5_250, ratePerGramMinor: 7_245_50, makingChargeMinor: 4_500_00, stoneValueMinor: 12_000_00 });
  const chain = computePriceBreakup({ metalWeightMg: 1_000, ratePerGramMinor: 50, makingChargeMinor: 1_000_00, stoneValueMinor: 0 });
  const snapshot = (b: typeof ring) => ({
    metalWeightMg: 5_250,
    metalRateMinor: 7_245_50,
    metalValueMinor: b.metalValue,
    makingChargeMinor: b.makingCharge,
    stoneValueMinor: b.stoneValue,
    subtotalMinor: b.subtotal,
    gstMinor: b.gst,
    roundOffMinor: b.roundOff,
    totalMinor: b.total,
  });
  const subtotalMinor = 2 * ring.total + chain.total;
  const whole: InvoiceOrder = {
    ...order,
    subtotalMinor,
    gstIncludedMinor: 2 * ring.gst + chain.gst,
    totalMinor: subtotalMinor + 250_00,
    lines: [
      { name: 'Lotus Gold Ring', quantity: 2, unitPriceMinor: ring.total, lineTotalMinor: 2 * ring.total, priceBreakup: snapshot(ring) },
      { name: 'Rope Chain', quantity: 1, unitPriceMinor: chain.total, lineTotalMinor: chain.total, priceBreakup: snapshot(chain) },
    ],
  };
  const invoice = buildInvoice(whole, buyer, seller, '2 December 2026', invoiceMoney);

  it('keeps each line’s GST as its pieces were priced and shows the round off, the totals adding up exactly', () => {
    expect([ring.roundOff, chain.roundOff]).toEqual([-5, 48]);
    expect(invoice.lines.map((line) => [line.gstMinor, line.roundOffMinor])).toEqual([
      [2 * ring.gst, -10],
      [chain.gst, 48],
    ]);
    for (const line of invoice.lines) expect(line.taxableMinor + line.gstMinor + line.roundOffMinor).toBe(line.amountMinor);
    expect(invoice.lines.map((line) => line.taxableMinor)).toEqual([2 * ring.subtotal, chain.subtotal]);
    expect(invoice.roundOffMinor).toBe(38);
    expect(invoiceRoundOffMinor(whole)).toBe(38);
    expect(invoice.taxableMinor + whole.gstIncludedMinor + invoice.roundOffMinor + invoice.shippingMinor).toBe(invoice.totalMinor);
    expect(invoice.totalMinor % 100).toBe(0);
    expect(invoice.totalInWords).not.toContain('Paise');
    expect(invoice.lines[1]?.detail).toContain('round off +Rs. 0.48');
    expect(invoice.lines[0]?.detail).toContain('round off -Rs. 0.05');
  });

  it('prints the round off among the totals', async () => {
    const text = pdfText(await renderInvoicePdf(invoice));
    const at = text.indexOf('Round off');
    expect(at).toBeGreaterThan(-1);
    expect(text[at + 1]).toBe('Rs. 0.38');
    expect(pdfText(await renderInvoicePdf(buildInvoice(order, buyer, seller, 'x', invoiceMoney)))).not.toContain('Round off');
  });
});

describe('what paid the invoice', () => {
  it('is the payment method alone without a gift card or coins', () => {
    expect(buildInvoice(order, buyer, seller, 'x', invoiceMoney).settlement).toEqual([{ label: 'Paid by card', amountMinor: order.totalMinor }]);
  });

  it('writes UPI in capitals, paid or due', () => {
    const upi = { ...order, paymentMethod: 'upi' } as const;
    expect(buildInvoice(upi, buyer, seller, 'x', invoiceMoney).settlement).toEqual([{ label: 'Paid by UPI', amountMinor: order.totalMinor }]);
    expect(buildInvoice(upi, buyer, seller, 'x', invoiceMoney).payment).toBe('UPI, paid');
    expect(buildInvoice({ ...upi, paymentStatus: 'pending' }, buyer, seller, 'x', invoiceMoney).settlement.map((row) => row.label)).toEqual(['Due by UPI']);
  });

  it('names the gift card, the coins and the rest due in cash, each only when more than zero', () => {
    const mixed = { ...order, paymentMethod: 'cash', paymentStatus: 'due', fulfilment: 'pickup', giftCardMinor: 20_000_00, coinsRedeemed: 450, coinsMinor: 450_00 } as const;
    expect(buildInvoice(mixed, buyer, seller, 'x', invoiceMoney).settlement).toEqual([
      { label: 'Paid by gift card', amountMinor: 20_000_00 },
      { label: 'Paid with 450 carat coins', amountMinor: 450_00 },
      { label: 'Due in cash at pick-up', amountMinor: order.totalMinor - 20_450_00 },
    ]);
    const coinsAndWallet = { ...order, paymentMethod: 'wallet', coinsRedeemed: 120, coinsMinor: 120_00 } as const;
    expect(buildInvoice(coinsAndWallet, buyer, seller, 'x', invoiceMoney).settlement.map((row) => row.label)).toEqual(['Paid with 120 carat coins', 'Paid by wallet']);
  });

  it('says a gift card paid it all, with no row for the payment method', () => {
    const covered = buildInvoice({ ...order, giftCardMinor: order.totalMinor }, buyer, seller, 'x', invoiceMoney);
    expect(covered.settlement).toEqual([{ label: 'Paid by gift card', amountMinor: order.totalMinor }]);
    expect(covered.payment).toBe('Gift card, paid');
    const both = buildInvoice({ ...order, giftCardMinor: order.totalMinor - 100_00, coinsRedeemed: 100, coinsMinor: 100_00 }, buyer, seller, 'x', invoiceMoney);
    expect(both.payment).toBe('Gift card and carat coins, paid');
  });
});

describe('money on the invoice', () => {
  it('is written Rs. with Indian grouping, as the PDF fonts have no rupee sign', () => {
    expect(invoiceMoney(1_23_456_78)).toBe('Rs. 1,23,456.78');
    expect(invoiceMoney(1_23_456_00)).toBe('Rs. 1,23,456');
    expect(invoiceMoney(0)).toBe('Rs. 0');
  });
});

describe('the invoice PDF', () => {
  it('continues a long order on further pages, repeating the table header, and ends with the total', async () => {
    const pendant = required(order.lines[1], 'the pendant line');
    const many = Array.from({ length: 40 }, (_, index) => ({ ...pendant, name: `Piece ${index + 1}` }));
    const long = { ...order, lines: many, subtotalMinor: 40 * 12_345_67, gstIncludedMinor: 14_385_44, shippingMinor: 0, totalMinor: 40 * 12_345_67 };
    const pdf = await renderInvoicePdf(buildInvoice(long, buyer, seller, '23 November 2026', invoiceMoney));
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThan(1);
    const text = pdfText(pdf);
    expect(text.filter((line) => line === 'Taxable value').length).toBe(pages.length + 1);
    expect(text).toContain('Piece 40');
    expect(text).toContain(invoiceMoney(40 * 12_345_67));
  });
});

describe('reading an invoice back in tests (pdfText)', () => {
  it('reads a stream whose compressed bytes end in a carriage return, cut at its /Length', () => {
    // Deflated bytes end in \r about once in 256 invoices; find such a content stream and wrap it as pdfkit does.
    let content = '';
    let bytes = Buffer.alloc(0);
    for (let n = 0; bytes.at(-1) !== 0x0d && n < 10_000; n++) {
      content = `BT [<${Buffer.from(`CGST @ 1.5%${'.'.repeat(n)}`, 'latin1').toString('hex')}>] TJ ET`;
      bytes = deflateSync(content);
    }
    const pdf = Buffer.concat([
      Buffer.from(`1 0 obj\n<<\n/Length ${bytes.length}\n/Filter /FlateDecode\n>>\nstream\n`, 'latin1'),
      bytes,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    ]);
    expect(pdfText(pdf)).toEqual([expect.stringMatching(/^CGST @ 1\.5%\.*$/)]);
  });
});
